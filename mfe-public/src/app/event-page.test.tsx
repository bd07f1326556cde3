import { screen } from '@testing-library/react';
import { setLanguage } from '@church/i18n';
import { Route, Routes } from '@church/router';
import { json, fakeApi } from '@church/testing';
import { clearQueryCache } from '../lib/query-cache';
import { anEvent } from '../testing/fixtures';
import { renderAt } from '../testing/render';
import EventPage from './event-page';

afterEach(async () => {
  jest.restoreAllMocks();
  clearQueryCache();
  await setLanguage('en');
});

function openEvent() {
  fakeApi({ 'GET /api/events/5': json({ ...anEvent({ id: 5 }), group: { id: 2, name: 'Youth' } }) });
  renderAt(
    '/events/5',
    <Routes>
      <Route path="/events/:id" element={<EventPage />} />
    </Routes>,
  );
}

it("shows a one-day event's date once, with its weekday, on the church's clock, and adds it to a calendar", async () => {
  openEvent();
  expect(await screen.findByRole('heading', { level: 1, name: 'Youth night' })).toBeInTheDocument();
  expect(screen.getByText('Thursday, June 6, 2030, 06:00 PM – 08:00 PM')).toBeInTheDocument();
  expect(screen.getByText('Fellowship hall')).toBeInTheDocument();
  expect(screen.getByText('Youth')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download .ics' })).toHaveAttribute('href', '/api/calendar/events/5.ics');
  const google = new URL(screen.getByRole('link', { name: 'Google Calendar' }).getAttribute('href')!);
  expect(google.searchParams.get('dates')).toBe('20300606T230000Z/20300607T010000Z');
  expect(google.searchParams.get('text')).toBe('Youth night');
});

it('draws the event in Spanish: its weekday, its 24-hour times and its buttons', async () => {
  await setLanguage('es');
  openEvent();
  expect(await screen.findByRole('heading', { level: 1, name: 'Youth night' })).toBeInTheDocument();
  expect(screen.getByText('jueves, 6 de junio de 2030, 18:00 – 20:00')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Añadir al calendario' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Descargar .ics' })).toBeInTheDocument();
});
