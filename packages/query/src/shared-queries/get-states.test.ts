import { fakeApi, json } from '@church/testing';
import { queryClient } from '../query-client';
import { statesQueryOptions } from './get-states';

afterEach(() => {
  jest.restoreAllMocks();
  queryClient.clear();
});

it('returns the checked directory and keeps it for the visit', async () => {
  const requests = fakeApi({ 'GET /api/enumerations/states': json([{ id: 16, name: 'Kansas' }]) });
  await expect(queryClient.fetchQuery(statesQueryOptions())).resolves.toEqual([{ id: 16, name: 'Kansas' }]);
  await queryClient.fetchQuery(statesQueryOptions());
  expect(requests).toHaveLength(1);
});

it('counts an empty list as a failure, and does not ask again for the same answer', async () => {
  const requests = fakeApi({ 'GET /api/enumerations/states': json([]) });
  await expect(queryClient.fetchQuery(statesQueryOptions())).rejects.toThrow('Failed to get states');
  expect(requests).toHaveLength(1);
});
