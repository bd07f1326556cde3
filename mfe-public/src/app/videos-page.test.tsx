import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from '@church/testing';
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
    'GET /api/videos/filters': json({ series: [], speakers: [] }),
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
  const pages = requests.filter((request) => request.path === '/api/paginated-videos');
  expect(pages.map((request) => request.search)).toEqual([
    '?skip=0&take=6',
    '?skip=12&take=6',
    '?after=after-6&take=6',
  ]);
});

it('narrows the sermons by series, speaker and name, kept in the URL; a series is headed by its name', async () => {
  const requests = fakeApi({
    'GET /api/videos/filters': json({ series: ['Psalms of Ascent'], speakers: ['Pastor Ruth Okafor'] }),
    // The API narrows: the one sermon it answers says what it was asked.
    'GET /api/paginated-videos': ({ query }) =>
      Response.json({
        count: 1,
        entities: [
          aVideo({
            id: 1,
            name: `Sermon for ${['name', 'series', 'speaker'].map((key) => query.get(key) ?? 'any').join('/')}`,
          }),
        ],
      }),
  });
  renderAt('/videos', <VideosPage />);
  expect(await screen.findByText('Sermon for any/any/any')).toBeInTheDocument();

  await screen.findByRole('option', { name: 'Psalms of Ascent' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Series' }), 'Psalms of Ascent');
  expect(await screen.findByText('Sermon for any/Psalms of Ascent/any')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Series: Psalms of Ascent' })).toBeInTheDocument();
  expect(screen.getByLabelText('current path')).toHaveTextContent('/videos?series=Psalms+of+Ascent');

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Series' }), 'All series');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Speaker' }), 'Pastor Ruth Okafor');
  expect(await screen.findByText('Sermon for any/any/Pastor Ruth Okafor')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /^Series:/ })).not.toBeInTheDocument();

  await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), ' hope ');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('Sermon for hope/any/Pastor Ruth Okafor')).toBeInTheDocument();
  expect(screen.getByLabelText('current path')).toHaveTextContent('/videos?name=hope&speaker=Pastor+Ruth+Okafor');
  expect(
    requests.filter((request) => request.path === '/api/paginated-videos').map((request) => request.search),
  ).toEqual([
    '?skip=0&take=6',
    '?series=Psalms+of+Ascent&skip=0&take=6',
    '?speaker=Pastor+Ruth+Okafor&skip=0&take=6',
    '?name=hope&speaker=Pastor+Ruth+Okafor&skip=0&take=6',
  ]);
});
