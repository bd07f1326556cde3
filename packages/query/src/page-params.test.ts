import { pageParams } from './page-params';
import { queryClient } from './query-client';

afterEach(() => queryClient.clear());

it('asks for the first page and a jump by skip', () => {
  expect(pageParams(['things', 0], 1, 6)).toEqual({ skip: 0, take: 6 });
  expect(pageParams(['things', 8], 9, 6)).toEqual({ skip: 48, take: 6 });
});

it("asks for the page after the previous page's cursor when that page is loaded", () => {
  queryClient.setQueryData(['things', 2], { count: 40, entities: [], nextCursor: 'c2' });
  expect(pageParams(['things', 2], 3, 6)).toEqual({ after: 'c2', take: 6 });
});

it('falls back to skip when the previous page handed out no cursor or was marked stale by a write', async () => {
  queryClient.setQueryData(['things', 1], { count: 40, entities: [] });
  expect(pageParams(['things', 1], 2, 6)).toEqual({ skip: 6, take: 6 });
  queryClient.setQueryData(['things', 2], { count: 40, entities: [], nextCursor: 'c2' });
  await queryClient.invalidateQueries({ queryKey: ['things'] });
  expect(pageParams(['things', 2], 3, 6)).toEqual({ skip: 12, take: 6 });
});
