import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@church/auth';
import type { Comment } from '@church/contracts';
import { closeModal } from '@church/modals';
import { Route, Routes } from '@church/router';
import { clearQueryCache } from '../lib/query-cache';
import { json, fakeApi } from '@church/testing';
import { aComment, aSession, aVideo } from '../testing/fixtures';
import { currentModal, renderAt } from '../testing/render';
import VideoPage from './video-page';

function renderVideoPage(path = '/videos/1') {
  return renderAt(
    path,
    <Routes>
      <Route path="/videos/:id" element={<VideoPage />} />
      <Route path="/videos" element={<h1>Sermons</h1>} />
    </Routes>,
  );
}

/** An API holding `comments` for video 1 that really adds and deletes them. */
function fakeVideoApi(comments: Comment[]) {
  let nextId = 100;
  return fakeApi({
    'GET /api/videos/1': json(aVideo({ id: 1, name: 'Sunday sermon' })),
    'GET /api/videos/by-name': json([aVideo({ id: 1 }), aVideo({ id: 2, name: 'Midweek prayer' })]),
    // Like the API: from `skip`, or just past the comment a cursor names; a cursor for the next page.
    'GET /api/paginated-comments/1': ({ query }) => {
      const after = query.get('after');
      const start = after
        ? comments.findIndex((comment) => `after-${comment.id}` === after) + 1
        : Number(query.get('skip'));
      const entities = comments.slice(start, start + Number(query.get('take')));
      const last = entities.at(-1);
      const more = last !== undefined && start + entities.length < comments.length;
      return Response.json({ count: comments.length, entities, ...(more ? { nextCursor: `after-${last.id}` } : {}) });
    },
    'POST /api/comments': ({ body }) => {
      const comment = aComment({ id: nextId++, text: (body as { text: string }).text });
      comments.unshift(comment);
      return Response.json(comment, { status: 201 });
    },
    'DELETE /api/comments/3': () => {
      comments.splice(
        comments.findIndex((comment) => comment.id === 3),
        1,
      );
      return new Response(null, { status: 204 });
    },
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  clearQueryCache();
  clearSession();
  closeModal();
});

it('shows the video with its date, actions and more videos', async () => {
  fakeVideoApi([]);
  renderVideoPage();
  const heading = await screen.findByRole('heading', { level: 1, name: 'Sunday sermon' });
  expect(heading.nextElementSibling).toHaveTextContent('05.04.2025');
  expect(screen.getByRole('button', { name: 'Prayer Request' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Give' })).toBeInTheDocument();
  const more = await screen.findByRole('region', { name: 'More videos' });
  expect(within(more).getByRole('link', { name: /Midweek prayer/ })).toHaveAttribute('href', '/videos/2');
  expect(within(more).queryByRole('link', { name: /Sunday sermon/ })).not.toBeInTheDocument();
});

it('shows only the status when the video does not exist', async () => {
  fakeApi({ 'GET /api/videos/1': json({ errors: ['Video not found'] }, 404) });
  renderVideoPage();
  expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
  expect(screen.queryByText('Failed to get video!')).not.toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/videos/1');
});

it('goes back to the sermons with a toast when the video cannot be loaded', async () => {
  fakeApi({ 'GET /api/videos/1': json({ errors: ['Something broke'] }, 500) });
  renderVideoPage();
  expect(await screen.findByText('Failed to get video!')).toBeInTheDocument();
  // Navigation lands a tick after what triggered it.
  await waitFor(() => expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/videos$/));
});

it('invites visitors to sign in to comment', async () => {
  fakeVideoApi([aComment()]);
  renderVideoPage();
  expect(await screen.findByText('Thank you for this message')).toBeInTheDocument();
  expect(screen.queryByLabelText('Comment')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Delete comment/ })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Sign in to comment' }));
  expect(currentModal()?.id).toBe('sign-in');
});

it('lets a member add a comment, which appears first', async () => {
  setSession(aSession({ userId: 'u-2' }));
  const requests = fakeVideoApi([aComment({ id: 1, text: 'Older comment' })]);
  renderVideoPage();
  await screen.findByText('Older comment');

  await userEvent.click(screen.getByRole('button', { name: 'Add comment' }));
  expect(await screen.findByText('Please, type your comment')).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText('Comment'), 'Amen, thank you');
  await userEvent.click(screen.getByRole('button', { name: 'Add comment' }));

  await waitFor(() => expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Amen, thank you'));
  expect(screen.getByLabelText('Comment')).toHaveValue('');
  expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ videoId: 1, text: 'Amen, thank you' });
});

it('lets authors delete their own comments after confirming', async () => {
  setSession(aSession({ userId: 'u-1' }));
  fakeVideoApi([
    aComment({ id: 3, text: 'My comment', creator: { id: 'u-1', firstName: 'Ann', lastName: 'Lee', photoUrl: null } }),
    aComment({ id: 4, text: 'Someone else', creator: { id: 'u-9', firstName: 'Bo', lastName: 'Ray', photoUrl: null } }),
  ]);
  renderVideoPage();
  await screen.findByText('My comment');
  expect(screen.queryByRole('button', { name: 'Delete comment by Bo Ray' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Delete comment by Ann Lee' }));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByText('My comment')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Delete comment by Ann Lee' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
  await waitFor(() => expect(screen.queryByText('My comment')).not.toBeInTheDocument());
  expect(screen.getByText('Someone else')).toBeInTheDocument();
});

it.each([
  ['a moderator', aSession({ userId: 'u-5', allowedActions: ['Comments'] })],
  ['an admin', aSession({ userId: 'u-5', roles: ['Admin'] })],
])("lets %s delete anyone's comment", async (_who, session) => {
  setSession(session);
  fakeVideoApi([aComment({ id: 3, text: 'A comment' })]);
  renderVideoPage();
  await screen.findByText('A comment');
  expect(screen.getByRole('button', { name: 'Delete comment by Ann Lee' })).toBeInTheDocument();
});

const numbered = (count: number) =>
  Array.from({ length: count }, (_, index) => aComment({ id: index + 1, text: `Comment ${index + 1}` }));
const shownComments = () => screen.getAllByText(/^(Comment \d+|Amen)$/).map((text) => text.textContent);

it('shows comments five at a time, newest first, each page after the last one shown', async () => {
  const requests = fakeVideoApi(numbered(7));
  renderVideoPage();
  await screen.findByText('Comment 1');
  expect(screen.getByText('Comment 5')).toBeInTheDocument();
  expect(screen.queryByText('Comment 6')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Comment 7')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  const pages = requests.filter((request) => request.path === '/api/paginated-comments/1');
  expect(pages.map((request) => request.search)).toEqual(['?skip=0&take=5', '?after=after-5&take=5']);
});

it('keeps the longer list whole when a member comments after loading more', async () => {
  setSession(aSession({ userId: 'u-2' }));
  fakeVideoApi(numbered(12));
  renderVideoPage();
  await screen.findByText('Comment 5');
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await screen.findByText('Comment 10');
  await userEvent.type(screen.getByLabelText('Comment'), 'Amen');
  await userEvent.click(screen.getByRole('button', { name: 'Add comment' }));
  await waitFor(() => expect(shownComments()[0]).toBe('Amen'));
  expect(shownComments()).toEqual(['Amen', ...numbered(9).map((comment) => comment.text)]);
});
