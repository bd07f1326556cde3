import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearQueryCache } from '../lib/query-cache';
import { json, fakeApi } from '@church/testing';
import { anEvent } from '../testing/fixtures';
import { renderAt } from '../testing/render';
import EventsPage from './events-page';

afterEach(() => {
  jest.restoreAllMocks();
  clearQueryCache();
});

function fakeEvents() {
  return fakeApi({
    'GET /api/events/upcoming': json({ count: 1, entities: [anEvent({ title: 'Youth night' })] }),
    'GET /api/events/latest': json({ count: 1, entities: [anEvent({ id: 2, title: 'Easter breakfast' })] }),
    'GET /api/events': ({ query }) =>
      Response.json(query.get('search') === 'choir' ? [anEvent({ id: 3, title: 'Choir practice' })] : []),
  });
}

it('lists upcoming and past events with their dates and times', async () => {
  fakeEvents();
  renderAt('/events', <EventsPage />);
  expect(await screen.findByRole('heading', { name: 'Youth night' })).toBeInTheDocument();
  expect(screen.getAllByText('06.06.2030 06:00 PM')[0]).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Easter breakfast' })).toBeInTheDocument();
});

it('finds events by name, five at most', async () => {
  const requests = fakeEvents();
  renderAt('/events', <EventsPage />);
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search events' }), 'choir');
  expect(await screen.findByRole('heading', { name: 'Choir practice' })).toBeInTheDocument();
  const search = requests.find((request) => request.path === '/api/events');
  expect(search?.query.get('take')).toBe('5');
});

it('says so when no event matches', async () => {
  fakeEvents();
  renderAt('/events', <EventsPage />);
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search events' }), 'zumba');
  expect(await screen.findByText('No events match these criteria')).toBeInTheDocument();
});
