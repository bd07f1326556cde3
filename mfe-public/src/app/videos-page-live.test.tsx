import { act, screen, within } from '@testing-library/react';
import { fakeApi, json } from '@church/testing';
import { clearQueryCache } from '../lib/query-cache';
import { aVideo } from '../testing/fixtures';
import { renderAt } from '../testing/render';
import VideosPage from './videos-page';

afterEach(() => {
  jest.restoreAllMocks();
  clearQueryCache();
});

const service = {
  name: 'Traditional worship',
  startsAt: '2026-11-29T15:00:00.000Z',
  endsAt: '2026-11-29T16:30:00.000Z',
};
const player = { kind: 'embed', src: 'https://www.youtube.com/embed/abcdef12' };

function fakeSite(liveStream: () => Response) {
  return fakeApi({
    'GET /api/live-stream': liveStream,
    'GET /api/videos/filters': json({ series: [], speakers: [] }),
    'GET /api/paginated-videos': json({ count: 1, entities: [aVideo({ id: 3, name: 'Grace upon grace' })] }),
  });
}

it('shows the live stream at the top of the sermons page while a service is on', async () => {
  fakeSite(json({ live: true, service, player }));
  renderAt('/videos', <VideosPage />);
  expect(await screen.findByRole('heading', { level: 2, name: 'Live now: Traditional worship' })).toBeInTheDocument();
  expect(screen.getByTitle('Live stream: Traditional worship')).toHaveAttribute('src', player.src);
});

it("otherwise counts down to the next service on the church's clock, offers the latest sermon, and plays once it starts", async () => {
  // The browser's clock: 30 seconds past 1 day and 2 hours before the service.
  const now = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-28T12:59:30Z'));
  let started = false;
  fakeSite(() => Response.json(started ? { live: true, service, player } : { live: false, service, player: null }));
  renderAt('/videos', <VideosPage />);

  expect(await screen.findByRole('heading', { level: 2, name: 'Next live service' })).toBeInTheDocument();
  // 15:00 UTC is 9:00 in the morning in Chicago, whatever the browser's own zone (Tokyo here).
  expect(screen.getByText(/^Traditional worship, Sunday, November 29 at 0?9:00 AM$/)).toBeInTheDocument();
  expect(screen.getByRole('timer')).toHaveTextContent('Starts in 1 day and 2 hours');
  const panel = screen.getByRole('region', { name: 'Next live service' });
  expect(await within(panel).findByRole('link', { name: 'Grace upon grace' })).toHaveAttribute('href', '/videos/3');

  // A minute before, it counts the seconds; when the service starts, it asks again and plays.
  now.mockReturnValue(Date.parse('2026-11-29T14:58:55Z'));
  expect(await screen.findByText('Starts in 1 minute and 5 seconds', {}, { timeout: 2500 })).toBeInTheDocument();
  started = true;
  await act(async () => {
    now.mockReturnValue(Date.parse('2026-11-29T15:00:01Z'));
  });
  expect(await screen.findByTitle('Live stream: Traditional worship', {}, { timeout: 2500 })).toBeInTheDocument();
});
