import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@church/auth';
import type { EventTemplate, Group, ManagedEvent } from '@church/contracts';
import { queryClient } from '@church/query';
import { fakeApi, json, testSession, type Answer, type RecordedRequest } from '@church/testing';
import { renderAreaPage } from '../testing/render-area-page';
import EventsPage from './events-page';

// Forms typed key by key on a shared 2-core machine.
jest.setTimeout(30_000);

// The church's clock is America/Chicago (the default with no site settings): 7:30 PM on
// 15 July 2026 there is 00:30 UTC on the 16th.
const choir: Group = {
  id: 3,
  name: 'Sanctuary Choir',
  description: '',
  groupType: { id: 1, name: 'Worship', colorTheme: 'blue' },
  leader: null,
};
const concert: ManagedEvent = {
  id: 11,
  title: 'Choir Concert',
  body: 'Carols',
  location: 'Sanctuary',
  startDate: '2026-07-16T00:30:00.000Z',
  endDate: '2026-07-16T02:00:00.000Z',
  isPublic: true,
  group: { id: 3, name: 'Sanctuary Choir', colorTheme: 'blue' },
  updatedAt: '2026-07-01T00:00:00.000Z',
};
const elders: ManagedEvent = { ...concert, id: 12, title: 'Elders Meeting', isPublic: false, group: null };
const rehearsal: EventTemplate = {
  id: 5,
  title: 'Choir Rehearsal',
  body: 'Bring your folder',
  location: 'Room 108',
  isPublic: true,
  group: { id: 3, name: 'Sanctuary Choir', colorTheme: 'blue' },
  startTime: '19:00',
  durationMinutes: 105,
};

const calls = (requests: RecordedRequest[], call: string) =>
  requests.filter((request) => `${request.method} ${request.path}` === call);

function openPage(url = '/dashboard/events', routes: Record<string, Answer> = {}) {
  const requests = fakeApi({
    'GET /api/events/paginated': (request) =>
      Response.json(
        request.query.get('search') === 'nothing'
          ? { count: 0, entities: [] }
          : { count: 10, entities: [concert, elders] },
      ),
    'GET /api/event-templates': json({ count: 1, entities: [rehearsal] }),
    'GET /api/groups': json({ count: 1, entities: [choir] }),
    ...routes,
  });
  renderAreaPage(<EventsPage area="dashboard" />, url);
  return requests;
}

// Buttons repeat the row's title for screen readers ('Edit Choir Concert'); look past them.
const visible = { ignore: '.ui-visually-hidden, script, style' };
const rowOf = (name: string) => screen.getByText(name, visible).closest('tr') as HTMLElement;
const findVisible = (name: string) => screen.findByText(name, visible);

beforeEach(() => setSession(testSession({ allowedActions: ['Events'] })));
afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
});

it("lists events 8 a page, newest first, on the church's clock, with group and privacy", async () => {
  const requests = openPage();
  expect(await findVisible('Choir Concert')).toBeInTheDocument();
  expect(calls(requests, 'GET /api/events/paginated').map((request) => request.search)).toEqual([
    '?skip=0&take=8&search=',
  ]);
  const row = within(rowOf('Choir Concert'));
  expect(row.getByText('07.15.2026 07:30 PM')).toBeInTheDocument();
  expect(row.getByText('Sanctuary Choir')).toBeInTheDocument();
  expect(within(rowOf('Elders Meeting')).getByText('Private')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Event pages' })).toBeInTheDocument();
});

it("says 'No events match these criteria' when a search finds nothing", async () => {
  const requests = openPage('/dashboard/events?search=nothing');
  // The info toast, and the table's empty state says it too.
  expect(
    await screen.findByText('No events match these criteria', { selector: '[role="status"]' }),
  ).toBeInTheDocument();
  expect(screen.getAllByText('No events match these criteria')).toHaveLength(2);
  expect(calls(requests, 'GET /api/events/paginated')[0]?.query.get('search')).toBe('nothing');
});

it("creates a public event for a group on the church's clock and keeps it as a template", async () => {
  const requests = openPage('/dashboard/events', {
    'POST /api/events': json({ ...concert, id: 20, title: 'Summer Sing' }, 201),
  });
  await findVisible('Choir Concert');
  await userEvent.click(screen.getByRole('button', { name: 'New event' }));
  const dialog = screen.getByRole('dialog', { name: 'New event' });
  const form = within(dialog);

  // Bad input is refused, and what was typed stays.
  await userEvent.type(form.getByLabelText('Location'), 'Sanctuary');
  await userEvent.click(form.getByRole('button', { name: 'Create event' }));
  expect(await form.findByText('Title is required')).toBeInTheDocument();
  expect(form.getByLabelText('Location')).toHaveValue('Sanctuary');
  expect(calls(requests, 'POST /api/events')).toHaveLength(0);

  await userEvent.type(form.getByLabelText('Title'), 'Summer Sing');
  const date = form.getByLabelText('Start date');
  await userEvent.clear(date);
  await userEvent.type(date, '2026-07-15');
  await userEvent.type(form.getByLabelText('Start time'), '19:30');
  await userEvent.clear(form.getByLabelText('End date'));
  await userEvent.type(form.getByLabelText('End date'), '2026-07-15');
  await userEvent.type(form.getByLabelText('End time'), '19:00');
  await userEvent.click(form.getByRole('button', { name: 'Create event' }));
  expect(await form.findByText('The event must end after it starts')).toBeInTheDocument();
  await userEvent.clear(form.getByLabelText('End time'));
  await userEvent.type(form.getByLabelText('End time'), '21:00');

  await userEvent.type(form.getByLabelText('Find a group'), 'choir');
  await userEvent.click(await form.findByRole('button', { name: /Sanctuary Choir/ }));
  expect(calls(requests, 'GET /api/groups').at(-1)?.search).toBe('?search=choir&take=5');
  await userEvent.click(form.getByLabelText('Save as template'));
  await userEvent.click(form.getByRole('button', { name: 'Create event' }));

  expect(await screen.findByText('Event successfully created')).toBeInTheDocument();
  expect(calls(requests, 'POST /api/events').map((request) => request.body)).toEqual([
    {
      title: 'Summer Sing',
      body: '',
      location: 'Sanctuary',
      startDate: '2026-07-16T00:30:00.000Z',
      endDate: '2026-07-16T02:00:00.000Z',
      groupId: 3,
      isPublic: true,
      saveAsTemplate: true,
    },
  ]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('edits an event with its times shown on the church clock, and asks before dropping changes', async () => {
  const requests = openPage('/dashboard/events', {
    'PUT /api/events/11': json({ ...concert, title: 'Choir Concert II' }),
  });
  await findVisible('Choir Concert');
  await userEvent.click(within(rowOf('Choir Concert')).getByRole('button', { name: 'Edit Choir Concert' }));
  const form = within(screen.getByRole('dialog', { name: 'Edit “Choir Concert”' }));
  expect(form.getByLabelText('Start date')).toHaveValue('2026-07-15');
  expect(form.getByLabelText('Start time')).toHaveValue('19:30');
  expect(form.getByText('Sanctuary Choir')).toBeInTheDocument();
  expect(form.queryByLabelText('Save as template')).not.toBeInTheDocument();

  await userEvent.type(form.getByLabelText('Title'), ' II');
  await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
  const ask = screen.getByRole('dialog', { name: 'Discard your changes?' });
  await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
  await userEvent.click(form.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Successfully updated!')).toBeInTheDocument();
  expect(calls(requests, 'PUT /api/events/11')[0]?.body).toMatchObject({
    title: 'Choir Concert II',
    startDate: concert.startDate,
    endDate: concert.endDate,
    groupId: 3,
  });
});

it('deletes an event only after confirmation', async () => {
  const requests = openPage('/dashboard/events', {
    'DELETE /api/events/12': () => new Response(null, { status: 204 }),
  });
  await findVisible('Elders Meeting');
  await userEvent.click(within(rowOf('Elders Meeting')).getByRole('button', { name: 'Delete Elders Meeting' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete this event?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(calls(requests, 'DELETE /api/events/12')).toHaveLength(0);
  await userEvent.click(within(rowOf('Elders Meeting')).getByRole('button', { name: 'Delete Elders Meeting' }));
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Delete this event?' })).getByRole('button', { name: 'Delete' }),
  );
  await waitFor(() => expect(calls(requests, 'DELETE /api/events/12')).toHaveLength(1));
  expect(await screen.findByText('Event deleted')).toBeInTheDocument();
});

it('starts a new event from a template: its times, length and group, on a day to choose', async () => {
  const requests = openPage('/dashboard/events?tab=templates', {
    'POST /api/events': json({ ...concert, id: 21 }, 201),
  });
  expect(await findVisible('Choir Rehearsal')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Templates' })).toHaveAttribute('aria-selected', 'true');
  expect(calls(requests, 'GET /api/event-templates')[0]?.search).toBe('?skip=0&take=8&search=');
  expect(within(rowOf('Choir Rehearsal')).getByText('07:00 PM')).toBeInTheDocument();
  expect(within(rowOf('Choir Rehearsal')).getByText('1 h 45 min')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'New event from Choir Rehearsal' }));
  const form = within(screen.getByRole('dialog', { name: 'New event from “Choir Rehearsal”' }));
  expect(form.getByLabelText('Title')).toHaveValue('Choir Rehearsal');
  expect(form.getByLabelText('Start time')).toHaveValue('19:00');
  expect(form.getByLabelText('End time')).toHaveValue('20:45');
  await userEvent.clear(form.getByLabelText('Start date'));
  await userEvent.type(form.getByLabelText('Start date'), '2026-01-14');
  await userEvent.clear(form.getByLabelText('End date'));
  await userEvent.type(form.getByLabelText('End date'), '2026-01-14');
  await userEvent.click(form.getByRole('button', { name: 'Create event' }));

  expect(await screen.findByText('Event successfully created')).toBeInTheDocument();
  expect(calls(requests, 'POST /api/events')[0]?.body).toEqual({
    title: 'Choir Rehearsal',
    body: 'Bring your folder',
    location: 'Room 108',
    // Winter: Chicago is UTC-6.
    startDate: '2026-01-15T01:00:00.000Z',
    endDate: '2026-01-15T02:45:00.000Z',
    groupId: 3,
    isPublic: true,
    saveAsTemplate: false,
  });
});

it('searches templates five at most and deletes one after confirmation', async () => {
  const requests = openPage('/dashboard/events?tab=templates', {
    'DELETE /api/event-templates/5': () => new Response(null, { status: 204 }),
  });
  await findVisible('Choir Rehearsal');
  await userEvent.type(screen.getByLabelText('Search templates'), 'choir{Enter}');
  await waitFor(() =>
    expect(calls(requests, 'GET /api/event-templates').at(-1)?.search).toBe('?skip=0&take=5&search=choir'),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Delete template Choir Rehearsal' }));
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Delete this template?' })).getByRole('button', { name: 'Delete' }),
  );
  expect(await screen.findByText('Template deleted')).toBeInTheDocument();
});

it('moves between sections with the arrow keys', async () => {
  openPage();
  await findVisible('Choir Concert');
  screen.getByRole('tab', { name: 'Events' }).focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Templates' })).toHaveFocus();
  expect(await findVisible('Choir Rehearsal')).toBeInTheDocument();
  await userEvent.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Group types' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByLabelText('current url')).toHaveTextContent('/dashboard/events?tab=group-types');
});
