import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@church/auth';
import type { ModeratedComment } from '@church/contracts';
import { formatDateTime } from '@church/ui';
import { queryClient } from '@church/query';
import { fakeApi, json, testSession, type Answer, type RecordedRequest } from '@church/testing';
import { renderAreaPage } from '../testing/render-area-page';
import CommentsPage from './comments-page';

function aComment(id: number, overrides: Partial<ModeratedComment> = {}): ModeratedComment {
  return {
    id,
    videoId: 12,
    videoName: 'Sunday Worship',
    text: `Comment ${id}`,
    creationDate: '2026-03-07T14:05:00Z',
    creator: { id: 'u1', firstName: 'Maria', lastName: 'Hernandez', photoUrl: null },
    ...overrides,
  };
}

const amen = aComment(7, { text: 'Amen!\nThank you.' });
const question = aComment(6, {
  videoId: 11,
  videoName: 'Hope for the Weary',
  text: 'Is there a study guide?',
  creationDate: '2026-03-01T09:30:00Z',
  creator: { id: 'u2', firstName: 'Esther', lastName: 'Kim', photoUrl: '/api/files/esther.jpg' },
});
const videos = [
  { id: 12, name: 'Sunday Worship' },
  { id: 11, name: 'Hope for the Weary' },
];

const calls = (requests: RecordedRequest[], call: string) =>
  requests.filter((request) => `${request.method} ${request.path}` === call);

function openPage(routes: Record<string, Answer> = {}, url = '/dashboard/comments') {
  const requests = fakeApi({
    'GET /api/paginated-comments-all': json({
      count: 7,
      entities: [amen, question, 5, 4, 3].map((c) => (typeof c === 'number' ? aComment(c) : c)),
    }),
    'GET /api/videos': json(videos),
    ...routes,
  });
  renderAreaPage(<CommentsPage area="dashboard" />, url);
  return requests;
}

const firstRow = () => screen.findByText('Is there a study guide?');
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

beforeEach(() => {
  setSession(testSession({ allowedActions: ['Comments'] }));
  // jsdom has no scrolling; a new page scrolls to the top in a browser.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
});

it('lists comments newest first, 5 a page: author with avatar, the video as a link, date and time, text', async () => {
  const requests = openPage();
  await firstRow();
  expect(screen.getByRole('heading', { level: 1, name: 'Comments' })).toBeInTheDocument();
  const row = rowOf('Is there a study guide?');
  expect(within(row).getByRole('img', { name: 'Esther Kim' })).toHaveAttribute('src', '/api/files/esther.jpg');
  expect(within(row).getByRole('link', { name: 'Hope for the Weary' })).toHaveAttribute('href', '/videos/11');
  expect(row.querySelector('time')).toHaveTextContent(formatDateTime('2026-03-01T09:30:00Z'));
  expect(row.querySelector('time')).toHaveAttribute('datetime', '2026-03-01T09:30:00Z');
  expect(formatDateTime('2026-03-01T09:30:00Z')).toMatch(/^03\.01\.2026 \d\d:30 (AM|PM)$/);
  // No photo: the initials stand in.
  expect(within(rowOf('Amen! Thank you.')).getByRole('img', { name: 'Maria Hernandez' })).toHaveTextContent('MH');
  expect(calls(requests, 'GET /api/paginated-comments-all').map((request) => request.search)).toEqual([
    '?skip=0&take=5',
  ]);

  await userEvent.click(
    within(screen.getByRole('navigation', { name: 'Comment pages' })).getByRole('button', { name: 'Page 2' }),
  );
  await waitFor(() => expect(calls(requests, 'GET /api/paginated-comments-all').at(-1)?.search).toBe('?skip=5&take=5'));
});

it('filters by video, with the filter in the URL', async () => {
  const requests = openPage();
  await firstRow();
  const filter = screen.getByRole('combobox', { name: 'Video' });
  await waitFor(() => expect(within(filter).getAllByRole('option')).toHaveLength(3));
  await userEvent.selectOptions(filter, 'Hope for the Weary');
  await waitFor(() => expect(screen.getByLabelText('current url')).toHaveTextContent('/dashboard/comments?video=11'));
  await waitFor(() =>
    expect(calls(requests, 'GET /api/paginated-comments-all').at(-1)?.search).toBe('?skip=0&take=5&videoId=11'),
  );
});

it('says what to do when a video has no comments', async () => {
  openPage({ 'GET /api/paginated-comments-all': json({ count: 0, entities: [] }) }, '/dashboard/comments?video=11');
  expect(
    await screen.findByText('No comments on this video. Choose All videos to see the others.'),
  ).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Video' })).toHaveValue('11'));
});

it('says when the comments cannot be loaded', async () => {
  openPage({ 'GET /api/paginated-comments-all': json({ errors: ['Nope'] }, 403) });
  expect(await screen.findByText('Failed to get comments')).toBeInTheDocument();
});

it('deletes a comment after confirmation, and refills the page', async () => {
  const requests = openPage({ 'DELETE /api/comments/6': () => new Response(null, { status: 204 }) });
  await firstRow();
  await userEvent.click(
    within(rowOf('Is there a study guide?')).getByRole('button', { name: /^Delete the comment by Esther Kim/ }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Delete this comment?' });
  expect(dialog).toHaveTextContent('Esther Kim’s comment on “Hope for the Weary” will be removed from the video page');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls(requests, 'DELETE /api/comments/6')).toHaveLength(1);
  await waitFor(() => expect(calls(requests, 'GET /api/paginated-comments-all')).toHaveLength(2));
});

it('keeps the confirmation open when the API refuses, with its reason', async () => {
  openPage({ 'DELETE /api/comments/6': json({ errors: ['You do not have permission to do this'] }, 403) });
  await firstRow();
  await userEvent.click(
    within(rowOf('Is there a study guide?')).getByRole('button', { name: /^Delete the comment by Esther Kim/ }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Delete this comment?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
  expect(dialog).toBeInTheDocument();
  expect(screen.queryByText('Failed to delete comment!')).not.toBeInTheDocument();
});
