import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@church/i18n';
import { json, fakeApi } from '@church/testing';
import { clearQueryCache } from '../lib/query-cache';
import { anEvent } from '../testing/fixtures';
import { renderAt } from '../testing/render';
import EventsPage from './events-page';

beforeEach(() => setLanguage('es'));
afterEach(async () => {
  jest.restoreAllMocks();
  clearQueryCache();
  await setLanguage('en');
});

it("draws the events page in Spanish, the contracts' message for no match too", async () => {
  fakeApi({
    'GET /api/events/upcoming': json({ count: 1, entities: [anEvent({ title: 'Noche de jóvenes' })] }),
    'GET /api/events/latest': json({ count: 0, entities: [] }),
    'GET /api/events': () => Response.json([]),
  });
  renderAt('/events', <EventsPage />);

  expect(screen.getByRole('heading', { level: 1, name: 'Eventos' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Próximos eventos' })).toBeInTheDocument();
  expect(await screen.findByText('Todavía no hay eventos pasados que mostrar.')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar eventos' }), 'coro');
  expect(await screen.findByText('Ningún evento coincide con estos criterios')).toBeInTheDocument();
});
