import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@church/auth';
import { closeModal } from '@church/modals';
import { INLINED_READS_ID } from '../lib/inlined-reads';
import { clearQueryCache } from '../lib/query-cache';
import { defaultVisitInfo } from '@church/contracts';
import { json, fakeApi, lateEveningChurchDate, lateEveningInstant, browserDateOfLateEvening } from '@church/testing';
import { aPostSummary, aSession, aVideo } from '../testing/fixtures';
import { currentModal, renderAt } from '../testing/render';
import { HomePage } from './home-page';

function fakeHome() {
  return fakeApi({
    'GET /api/videos/home': json([
      aVideo({ id: 7, name: 'Hope for the weary', creationDate: '2025-03-09T17:00:00.000Z' }),
      aVideo({ id: 8, name: 'Grace that grows', videoUrl: 'https://www.youtube.com/watch?v=abcdef12345' }),
    ]),
    'GET /api/posts/highlighted': json([
      aPostSummary({ id: 2, heading: 'Second row', rowPosition: 2 }),
      aPostSummary({ id: 1, heading: 'First row', rowPosition: 1 }),
      aPostSummary({ id: 3, heading: 'Third row', rowPosition: 3 }),
    ]),
    'GET /api/paginated-posts': json({ count: 9, entities: [aPostSummary({ id: 9, heading: 'Food pantry news' })] }),
  });
}

afterEach(() => {
  document.getElementById(INLINED_READS_ID)?.remove();
  jest.restoreAllMocks();
  clearQueryCache();
  clearSession();
  closeModal();
});

it('lists the home videos with links to their pages and dates as MM.DD.YYYY', async () => {
  fakeHome();
  renderAt('/', <HomePage />);
  const link = await screen.findByRole('link', { name: 'Hope for the weary' });
  expect(link).toHaveAttribute('href', '/videos/7');
  const card = link.closest('article')!;
  expect(within(card).getByText('03.09.2025')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Comment on Hope for the weary' })).toHaveAttribute(
    'href',
    '/videos/7',
  );
  expect(within(card).getByRole('button', { name: 'Play Hope for the weary' })).toBeInTheDocument();
});

// Video Settings shows the same video's date; its test reads the same day (mfe-dashboard).
it("dates a video on the church's day whatever the browser's clock, as Video Settings does", async () => {
  expect(browserDateOfLateEvening()).not.toBe(lateEveningChurchDate);
  fakeApi({
    'GET /api/videos/home': json([aVideo({ id: 7, name: 'Hope for the weary', creationDate: lateEveningInstant })]),
    'GET /api/posts/highlighted': json([]),
    'GET /api/paginated-posts': json({ count: 0, entities: [] }),
  });
  renderAt('/', <HomePage />);
  const card = (await screen.findByRole('link', { name: 'Hope for the weary' })).closest('article')!;
  expect(within(card).getByText(lateEveningChurchDate)).toBeInTheDocument();
});

it('shares a video on X and Facebook in a new tab', async () => {
  fakeHome();
  renderAt('/', <HomePage />);
  const x = await screen.findByRole('link', { name: 'Share Hope for the weary on X' });
  expect(x.getAttribute('href')).toMatch(/^https:\/\/x\.com\/intent\/post\?url=http%3A%2F%2Flocalhost%2Fvideos%2F7/);
  expect(x).toHaveAttribute('target', '_blank');
  expect(x.getAttribute('rel')).toContain('noopener');
  const facebook = screen.getByRole('link', { name: 'Share Hope for the weary on Facebook' });
  expect(facebook.getAttribute('href')).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
});

it('embeds external videos with their own player', async () => {
  fakeHome();
  renderAt('/', <HomePage />);
  const frame = await screen.findByTitle('Grace that grows');
  expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/abcdef12345');
});

it('shows the highlighted posts in row order and the latest posts', async () => {
  fakeHome();
  renderAt('/', <HomePage />);
  const readMore = await screen.findAllByRole('link', { name: /^Read more/ });
  expect(readMore.map((link) => link.getAttribute('href'))).toEqual(['/posts/1', '/posts/2', '/posts/3']);
  expect(screen.getByRole('heading', { name: 'Up next:' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Food pantry news' })).toHaveAttribute('href', '/posts/9');
  expect(screen.getByRole('link', { name: 'View all posts' })).toHaveAttribute('href', '/posts');
});

it('draws the highlighted posts and videos from the data inlined in the page, without asking the API', async () => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = INLINED_READS_ID;
  block.textContent = JSON.stringify({
    'posts/highlighted': [aPostSummary({ id: 4, heading: 'Baptism Sunday', rowPosition: 1 })],
    'videos/home': [aVideo({ id: 5, name: 'Easter morning' })],
    'visit-info': defaultVisitInfo,
    'live-stream': { live: false, service: null, player: null },
  });
  document.head.append(block);
  const requests = fakeHome();
  renderAt('/', <HomePage />);
  // Drawn in the browser, the highlighted posts load their code first (on a page the server drew, they are kept as drawn).
  expect(await screen.findByRole('link', { name: 'Read more: Baptism Sunday' })).toHaveAttribute('href', '/posts/4');
  expect(screen.getByRole('link', { name: 'Easter morning' })).toHaveAttribute('href', '/videos/5');
  expect(await screen.findByRole('link', { name: 'Food pantry news' })).toBeInTheDocument();
  expect(requests.map((request) => request.path)).toEqual(['/api/paginated-posts']);
});

it('asks visitors to log in before a prayer request', async () => {
  fakeHome();
  renderAt('/', <HomePage />);
  const [prayer] = await screen.findAllByRole('button', { name: 'Prayer Request' });
  await userEvent.click(prayer!);
  expect(await screen.findByText('Login to make Prayer Requests')).toBeInTheDocument();
  expect(currentModal()).toEqual({ id: 'sign-in', props: { reason: 'Login to make Prayer Requests' } });
});

it('warns admins that they cannot send prayer requests', async () => {
  setSession(aSession({ roles: ['Admin'] }));
  fakeHome();
  renderAt('/', <HomePage />);
  const [prayer] = await screen.findAllByRole('button', { name: 'Prayer Request' });
  await userEvent.click(prayer!);
  expect(await screen.findByText('Admin is not allowed to Prayer Requests')).toBeInTheDocument();
  expect(screen.getByText('⚠️')).toBeInTheDocument();
  expect(currentModal()).toBeNull();
});

it('opens the prayer request dialog for members, with the page it came from', async () => {
  setSession(aSession());
  fakeHome();
  renderAt('/home', <HomePage />);
  const [prayer] = await screen.findAllByRole('button', { name: 'Prayer Request' });
  await userEvent.click(prayer!);
  expect(currentModal()).toEqual({ id: 'prayer-request', props: { page: '/home' } });
});

it('opens the giving dialog from a video', async () => {
  fakeHome();
  renderAt('/', <HomePage />);
  const [give] = await screen.findAllByRole('button', { name: 'Give' });
  await userEvent.click(give!);
  expect(currentModal()?.id).toBe('giving-menu');
});

it('offers to try again when the videos cannot be loaded', async () => {
  let fail = true;
  fakeApi({
    'GET /api/videos/home': () =>
      fail ? Response.json({ errors: ['boom'] }, { status: 500 }) : Response.json([aVideo({ name: 'Back again' })]),
    'GET /api/posts/highlighted': json([]),
    'GET /api/paginated-posts': json({ count: 0, entities: [] }),
  });
  renderAt('/', <HomePage />);
  expect(await screen.findByText('Failed to get videos')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Back again' })).toBeInTheDocument();
});
