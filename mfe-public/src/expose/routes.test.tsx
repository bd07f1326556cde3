import { screen } from '@testing-library/react';
import { clearQueryCache } from '../lib/query-cache';
import { renderAt } from '../testing/render';
import { json, fakeApi } from '@church/testing';
import PublicRoutes from './routes';

const emptyHome = {
  'GET /api/videos/home': json([]),
  'GET /api/posts/highlighted': json([]),
  'GET /api/paginated-posts': json({ count: 0, entities: [] }),
};

afterEach(() => {
  jest.restoreAllMocks();
  clearQueryCache();
});

it('serves the about-us page with how to reach the church', async () => {
  renderAt('/about-us', <PublicRoutes />);
  expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  expect(screen.getByText(/1200 N Market St, Wichita, KS 67214/)).toBeInTheDocument();
});

it.each(['/', '/home'])('serves the home page at %s with a way to the sermons', async (path) => {
  fakeApi(emptyHome);
  renderAt(path, <PublicRoutes />);
  // The banner comes in a chunk of its own.
  expect(
    await screen.findByRole('heading', { level: 1, name: 'A place to belong, believe and become' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Watch Sermons' })).toHaveAttribute('href', '/videos');
  expect(await screen.findByText('New sermons are on their way. Check back soon!')).toBeInTheDocument();
});

it.each(['/videos', '/posts', '/events'])('serves %s', async (path) => {
  fakeApi({
    'GET /api/paginated-videos': json({ count: 0, entities: [] }),
    'GET /api/paginated-posts': json({ count: 0, entities: [] }),
    'GET /api/events/upcoming': json({ count: 0, entities: [] }),
    'GET /api/events/latest': json({ count: 0, entities: [] }),
  });
  renderAt(path, <PublicRoutes />);
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
});

it('answers an unknown public path with the 404 page', () => {
  renderAt('/videos/1/extra', <PublicRoutes />);
  expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
});
