import { fakeApi, json } from '@church/testing';
import * as v from 'valibot';
import { getParsed } from './get-parsed';

const PageSchema = v.object({ count: v.number(), entities: v.array(v.object({ id: v.number() })) });

afterEach(() => jest.restoreAllMocks());

it('asks with the defined params only and returns the checked answer', async () => {
  const requests = fakeApi({ 'GET /api/things': json({ count: 1, entities: [{ id: 7 }] }) });
  await expect(getParsed('things', PageSchema, { skip: 6, take: 6, search: undefined })).resolves.toEqual({
    count: 1,
    entities: [{ id: 7 }],
  });
  expect(requests[0]?.search).toBe('?skip=6&take=6');
});

it('fails loudly when the server drifts from the contract', async () => {
  fakeApi({ 'GET /api/things': json({ count: '1', entities: [] }) });
  await expect(getParsed('things', PageSchema)).rejects.toThrow(v.ValiError);
});
