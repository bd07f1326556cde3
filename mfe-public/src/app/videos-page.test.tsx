import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@church/testing';
import { clearQueryCache } from '../lib/query-cache';
import { aVideo } from '../testing/fixtures';
import { renderAt } from '../testing/render';
import VideosPage from './videos-page';

afterEach(() => {
  jest.restoreAllMocks();
  clearQueryCache();
});

/** 14 sermons, newest first, paged like the API: by skip or just past a cursor. */
function fakeSermons() {
  const videos = Array.from({ length: 14 }, (_, index) => aVideo({ id: index + 1, name: `Sermon ${index + 1}` }));
  return fakeApi({
    'GET /api/paginated-videos': ({ query }) => {
      const after = query.get('after');
      const start = after ? videos.findIndex((video) => `after-${video.id}` === after) + 1 : Number(query.get('skip'));
      const entities = videos.slice(start, start + Number(query.get('take')));
      const more = start + entities.length < videos.length;
      return Response.json({
        count: videos.length,
        entities,
        ...(more ? { nextCursor: `after-${entities.at(-1)?.id}` } : {}),
      });
    },
  });
}

it('jumps to a page by skip, and pages on after the last sermon of the page before', async () => {
  const requests = fakeSermons();
  renderAt('/videos', <VideosPage />);
  expect(await screen.findByText('Sermon 6')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
  expect(await screen.findByText('Sermon 14')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(await screen.findByText('Sermon 12')).toBeInTheDocument();
  expect(screen.getByText('Sermon 7')).toBeInTheDocument();
  expect(screen.queryByText('Sermon 6')).not.toBeInTheDocument();
  expect(requests.map((request) => request.search)).toEqual([
    '?skip=0&take=6',
    '?skip=12&take=6',
    '?after=after-6&take=6',
  ]);
});
