import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { clearSession, setSession } from '@church/auth';
import type { PostSummary } from '@church/contracts';
import { QueryProvider, queryClient } from '@church/query';
import { MemoryRouter } from '@church/router/testing';
import { fakeApi, json, testSession } from '@church/testing';
import PostsPage from './posts-page';

// The machine running the suite may be busy: a table render and a dialog can pass 5 s.
jest.setTimeout(15_000);

const post = (id: number, overrides: Partial<PostSummary> = {}): PostSummary => ({
  id,
  heading: `Post ${id}`,
  text: 'Text',
  titlePictureUrl: `/api/files/${id}.webp`,
  rowPosition: null,
  creationDate: '2026-03-07T12:00:00Z',
  ...overrides,
});

function renderPage(url = '/account/posts') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <QueryProvider>
        <PostsPage area="account" />
      </QueryProvider>
      <Toaster />
    </MemoryRouter>,
  );
}

beforeEach(() => setSession(testSession({ allowedActions: ['Post upload'] })));
afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
});

it('lists posts 6 a page with heading, date and highlight row, and links to the editor', async () => {
  const requests = fakeApi({
    'GET /api/paginated-posts': json({ count: 8, entities: [post(1, { rowPosition: 2 }), post(2)] }),
  });
  renderPage();
  const row = (await screen.findByRole('cell', { name: 'Post 1' })).closest('tr')!;
  expect(within(row).getByRole('cell', { name: 'Row 2' })).toBeInTheDocument();
  expect(within(row).getByRole('cell', { name: '03.07.2026' })).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'Edit Post 1' })).toHaveAttribute('href', '/account/posts/1/edit');
  expect(screen.getByRole('link', { name: 'New post' })).toHaveAttribute('href', '/account/posts/new');
  expect(requests.map((request) => request.search)).toEqual(['?skip=0&take=6']);
  expect(screen.getByRole('navigation', { name: 'Posts pages' })).toBeInTheDocument();
});

it('jumps to a page by skip, and pages on after the last post of the page before', async () => {
  const posts = Array.from({ length: 20 }, (_, index) => post(index + 1));
  const requests = fakeApi({
    'GET /api/paginated-posts': ({ query }) => {
      const after = query.get('after');
      const start = after ? posts.findIndex((one) => `after-${one.id}` === after) + 1 : Number(query.get('skip'));
      const entities = posts.slice(start, start + Number(query.get('take')));
      const more = start + entities.length < posts.length;
      return Response.json({
        count: posts.length,
        entities,
        ...(more ? { nextCursor: `after-${entities.at(-1)?.id}` } : {}),
      });
    },
  });
  renderPage();
  expect(await screen.findByRole('cell', { name: 'Post 6' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
  expect(await screen.findByRole('cell', { name: 'Post 13' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('cell', { name: 'Post 19' })).toBeInTheDocument();
  expect(requests.map((request) => request.search)).toEqual([
    '?skip=0&take=6',
    '?skip=12&take=6',
    '?after=after-18&take=6',
  ]);
});

it('searches by heading and deletes a post after asking', async () => {
  let posts = [post(3, { heading: 'Community Meal' })];
  const requests = fakeApi({
    'GET /api/paginated-posts': json({ count: 1, entities: [post(4)] }),
    'GET /api/posts/by-heading': () => Response.json(posts),
    'DELETE /api/posts/3': () => {
      posts = [];
      return new Response(null, { status: 204 });
    },
  });
  renderPage('/account/posts?search=meal');
  const row = (await screen.findByRole('cell', { name: 'Community Meal' })).closest('tr')!;
  expect(requests.find((request) => request.path === '/api/posts/by-heading')?.search).toBe('?heading=meal');

  await userEvent.click(within(row).getByRole('button', { name: 'Delete Community Meal' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete this post?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('No post has “meal” in its heading')).toBeInTheDocument();
  expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
});
