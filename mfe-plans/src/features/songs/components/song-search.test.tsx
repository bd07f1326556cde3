import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { clearSession, setSession } from '@church/auth';
import type { Track } from '@church/contracts';
import { QueryProvider, queryClient } from '@church/query';
import { fakeApi, json, testSession, type Answer, type RecordedRequest } from '@church/testing';
import { SongSearch } from './song-search';

/** The API's answer: the provider's JSON, as a string. */
const wrapped = (tracks: Track[], available = tracks.length) =>
  json(
    JSON.stringify({
      message: { header: { status_code: 200, available }, body: { track_list: tracks.map((track) => ({ track })) } },
    }),
  );
const hymn = (id: number, title: string, extra: Partial<Track> = {}): Track => ({
  track_id: id,
  track_name: title,
  artist_name: 'John Newton; Traditional American melody',
  author: 'John Newton',
  composer: 'Traditional American melody',
  year: 1779,
  first_line: 'Amazing grace! how sweet the sound',
  ...extra,
});
const grace = hymn(1, 'Amazing Grace');
const twelve = Array.from({ length: 10 }, (_, i) =>
  hymn(100 + i, `Jesus hymn ${i + 1}`, { author: 'Fanny J. Crosby', year: 1870 }),
);

/** The toasts showing exactly this text. */
const toasts = (text: string) =>
  Array.from(document.querySelectorAll('[data-rht-toaster] [role="status"]')).filter(
    (toast) => toast.textContent === text,
  );
const toastShown = (text: string) => waitFor(() => expect(toasts(text)).toHaveLength(1));

const calls = (requests: RecordedRequest[], path: string) => requests.filter((request) => request.path === path);

function renderSearch(routes: Record<string, Answer>, onPick = jest.fn()) {
  const requests = fakeApi(routes);
  render(
    <QueryProvider>
      <SongSearch onPick={onPick} />
      <Toaster />
    </QueryProvider>,
  );
  return { requests, onPick };
}

async function search(text: string) {
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search songs' }), `${text}{Enter}`);
}

beforeEach(() => setSession(testSession({ allowedActions: ['Service plans'] })));
afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
});

it('searches by the chosen field, 10 a page, and hands the picked song to the plan', async () => {
  const { requests, onPick } = renderSearch({
    'GET /api/songs/search': ({ query }) =>
      query.get('skip') === '10'
        ? wrapped([hymn(120, 'Jesus hymn 11', { author: 'Fanny J. Crosby', year: 1870 })], 11)()
        : wrapped(twelve, 11)(),
  });
  expect(screen.getByText('Type a title, an artist or words of a song.')).toBeInTheDocument();
  expect(requests).toHaveLength(0);

  await userEvent.selectOptions(screen.getByLabelText('Search by'), 'Artist');
  await search('crosby');
  const list = await screen.findByRole('list', { name: 'Songs found' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  expect(screen.getByText('11 songs')).toBeInTheDocument();
  expect(calls(requests, '/api/songs/search').map((request) => request.search)).toEqual([
    '?skip=0&take=10&searchType=artist&query=crosby',
  ]);

  await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(await screen.findByText('Jesus hymn 11')).toBeInTheDocument();
  expect(calls(requests, '/api/songs/search').at(-1)?.search).toBe('?skip=10&take=10&searchType=artist&query=crosby');

  await userEvent.click(screen.getByRole('button', { name: 'Add to plan: Jesus hymn 11' }));
  expect(onPick).toHaveBeenCalledWith({
    songId: '120',
    title: 'Jesus hymn 11',
    artist: 'John Newton; Traditional American melody',
    author: 'Fanny J. Crosby',
    composer: 'Traditional American melody',
    year: 1870,
    firstLine: 'Amazing grace! how sweet the sound',
  });
});

it("shows a song's details from the API, and keeps the button busy while the plan adds it", async () => {
  let finish: () => void = () => {};
  const onPick = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  const { requests } = renderSearch(
    {
      'GET /api/songs/search': wrapped([grace]),
      'GET /api/songs/select': json(
        JSON.stringify({ message: { header: { status_code: 200 }, body: { track: grace } } }),
      ),
    },
    onPick,
  );
  await search('amazing');
  const details = await screen.findByRole('button', { name: 'Details: Amazing Grace' });
  expect(details).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(details);
  const region = await screen.findByRole('region', { name: 'Song details' });
  expect(await within(region).findByText('Traditional American melody')).toBeInTheDocument();
  expect(within(region).getByText('1779')).toBeInTheDocument();
  expect(within(region).getByText('Amazing grace! how sweet the sound')).toBeInTheDocument();
  expect(details).toHaveAttribute('aria-expanded', 'true');
  expect(calls(requests, '/api/songs/select').map((request) => request.search)).toEqual(['?songId=1']);

  const add = screen.getByRole('button', { name: 'Add to plan: Amazing Grace' });
  await userEvent.click(add);
  expect(add).toBeDisabled();
  finish();
  await waitFor(() => expect(add).toBeEnabled());
});

it('lists popular songs (reached by keyboard) with how often plans use them, and searches among them', async () => {
  const { requests } = renderSearch({
    'GET /api/songs/popular': wrapped([{ ...grace, uses: 3 }, hymn(13, 'What a Friend We Have in Jesus', { uses: 1 })]),
    'GET /api/songs/popular/search': wrapped([hymn(13, 'What a Friend We Have in Jesus', { uses: 1 })]),
  });
  const searchTab = screen.getByRole('tab', { name: 'Search' });
  searchTab.focus();
  await userEvent.keyboard('{ArrowRight}');
  const popularTab = screen.getByRole('tab', { name: 'Popular' });
  expect(popularTab).toHaveAttribute('aria-selected', 'true');
  expect(popularTab).toHaveFocus();

  const list = await screen.findByRole('list', { name: 'Popular songs' });
  expect(within(list).getByText('Used 3 times')).toBeInTheDocument();
  expect(within(list).getByText('Used once')).toBeInTheDocument();
  expect(calls(requests, '/api/songs/popular').map((request) => request.search)).toEqual(['?skip=0&take=10']);

  // One more use in a plan: the popular list is read again, its order may have changed.
  await userEvent.click(within(list).getByRole('button', { name: 'Add to plan: Amazing Grace' }));
  await waitFor(() => expect(calls(requests, '/api/songs/popular')).toHaveLength(2));

  await userEvent.type(screen.getByRole('searchbox', { name: 'Search popular songs' }), 'friend{Enter}');
  expect(await screen.findByText('1 song')).toBeInTheDocument();
  expect(calls(requests, '/api/songs/popular/search').map((request) => request.search)).toEqual([
    '?skip=0&take=10&query=friend',
  ]);
});

it("says what failed with the spec's messages, once each", async () => {
  renderSearch({
    // The API names the failure itself: the shared client shows it, the page adds nothing.
    'GET /api/songs/search': json({ errors: ['Failed to find songs'] }, 502),
    // Answers that are not the provider's shape: the page's own messages.
    'GET /api/songs/popular': json('<html>Bad gateway</html>'),
    'GET /api/songs/popular/search': json(JSON.stringify({ message: { header: { status_code: 200 }, body: {} } })),
  });
  await search('grace');
  await toastShown('Failed to find songs');
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to find songs');

  await userEvent.click(screen.getByRole('tab', { name: 'Popular' }));
  await toastShown('Failed to fetch popular songs');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search popular songs' }), 'grace{Enter}');
  await toastShown('Failed to get songs');
  expect(toasts('Failed to find songs')).toHaveLength(1);
  expect(toasts('Failed to fetch popular songs')).toHaveLength(1);
});

it("says 'Failed to fetch song data' when a song's details cannot be read", async () => {
  renderSearch({
    'GET /api/songs/search': wrapped([grace]),
    'GET /api/songs/select': json('not the provider shape'),
  });
  await search('amazing');
  await userEvent.click(await screen.findByRole('button', { name: 'Details: Amazing Grace' }));
  await toastShown('Failed to fetch song data');
  // A reply that is not the provider's shape is read once more (the shared retry), then given up.
  const region = screen.getByRole('region', { name: 'Song details' });
  await waitFor(() => expect(region).toHaveTextContent('Failed to fetch song data'), { timeout: 4000 });
  expect(toasts('Failed to fetch song data')).toHaveLength(1);
});
