import { fakeApi, json } from '@church/testing';
import * as v from 'valibot';
import { getParsed } from './get-parsed';
import { queryClient } from './query-client';

const Schema = v.object({ ok: v.boolean() });
const fetchThings = () =>
  queryClient.fetchQuery({ queryKey: ['things'], queryFn: () => getParsed('things', Schema), retryDelay: 1 });

afterEach(() => {
  jest.restoreAllMocks();
  queryClient.clear();
});

it('does not ask again when the API answered with an error, so its message is toasted once', async () => {
  const requests = fakeApi({ 'GET /api/things': json({ errors: ['Failed to get things'] }, 400) });
  await expect(fetchThings()).rejects.toThrow();
  expect(requests).toHaveLength(1);
});

it('asks once more after a network failure', async () => {
  let calls = 0;
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    calls += 1;
    if (calls === 1) throw new TypeError('Failed to fetch');
    return Response.json({ ok: true });
  });
  await expect(fetchThings()).resolves.toEqual({ ok: true });
  expect(calls).toBe(2);
});
