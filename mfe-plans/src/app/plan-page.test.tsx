import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@church/auth';
import type { PlanItem, PlanNote, PlanSchedule, ServicePlan, Track } from '@church/contracts';
import { queryClient } from '@church/query';
import { Route, Routes } from '@church/router';
import { fakeApi, json, testSession, type Answer, type RecordedRequest } from '@church/testing';
import { renderAreaPage } from '../testing/render-area-page';
import PlanPage from './plan-page';

jest.setTimeout(30_000);

const item = (id: number, position: number, fields: Partial<PlanItem>): PlanItem => ({
  id,
  serviceTypeId: 1,
  position,
  kind: 'reading',
  title: `Item ${id}`,
  lengthMinutes: 5,
  description: null,
  songKey: null,
  songId: null,
  ...fields,
});
const hymn = item(11, 1, { kind: 'song', title: 'Holy, Holy, Holy', lengthMinutes: 4, songKey: 'D' });
const psalm = item(12, 2, { title: 'Psalm 23', lengthMinutes: 3, description: 'Read responsively.' });
const sermon = item(13, 3, { kind: 'sermon', title: 'Waiting in Hope', lengthMinutes: 30 });
const note: PlanNote = {
  id: 21,
  serviceTypeId: 1,
  text: 'Communion this week.',
  createdAt: '2026-03-01T15:00:00Z',
  updatedAt: '2026-03-01T15:00:00Z',
};

const planWith = (items: PlanItem[], notes: PlanNote[] = [note]): ServicePlan => ({
  id: 1,
  name: 'Sunday Morning Worship',
  createdAt: '2026-03-01T15:00:00Z',
  updatedAt: '2026-03-07T15:00:00Z',
  servicePlan: { servicePlanItems: items, notes, attachments: [] },
});

/** The plan's schedule (GET /api/scheduling/plans/1): here only its start matters. */
const scheduleAt = (startsAt: string | null): PlanSchedule => ({
  serviceTypeId: 1,
  name: 'Sunday Morning Worship',
  startsAt,
  teams: [],
});

/** The song search's answer: the provider's JSON, as a string. */
const songsFound = (tracks: Track[]) =>
  json(
    JSON.stringify({
      message: {
        header: { status_code: 200, available: tracks.length },
        body: { track_list: tracks.map((track) => ({ track })) },
      },
    }),
  );

const calls = (requests: RecordedRequest[], call: string) =>
  requests.filter((request) => `${request.method} ${request.path}` === call);

function openPlan(routes: Record<string, Answer> = {}) {
  const requests = fakeApi({ 'GET /api/service-types/1': json(planWith([hymn, psalm, sermon])), ...routes });
  renderAreaPage(
    <Routes>
      <Route path="/dashboard/plan-page/:id" element={<PlanPage area="dashboard" />} />
    </Routes>,
    '/dashboard/plan-page/1',
  );
  return requests;
}

const order = () =>
  within(screen.getByRole('list', { name: 'Order of service' }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('strong')?.textContent);
const total = () => screen.getByTestId('plan-total').textContent;
const rowOf = (title: string) => screen.getByText(title, { selector: 'strong' }).closest('li') as HTMLElement;

beforeEach(() => setSession(testSession({ allowedActions: ['Service plans'] })));
afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
});

it('shows the plan: its name, the order of service with kinds, lengths, keys, and the total length', async () => {
  openPlan();
  expect(await screen.findByRole('heading', { level: 1, name: 'Sunday Morning Worship' })).toBeInTheDocument();
  expect(order()).toEqual(['Holy, Holy, Holy', 'Psalm 23', 'Waiting in Hope']);
  expect(rowOf('Holy, Holy, Holy')).toHaveTextContent('Song: Holy, Holy, Holy4 min · Key of D');
  expect(rowOf('Psalm 23')).toHaveTextContent('Read responsively.');
  expect(total()).toBe('37 min');
  expect(await screen.findByText('Communion this week.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← All plans' })).toHaveAttribute('href', '/dashboard/event-plans');
});

it('says when the plan does not exist', async () => {
  openPlan({ 'GET /api/service-types/1': json({ errors: ['Service type not found'] }, 404) });
  expect(await screen.findByText('This service type no longer exists.')).toBeInTheDocument();
});

it('adds an item, checking the form first, and the total follows', async () => {
  const requests = openPlan({
    'POST /api/service-types/plan-items': ({ body }) =>
      Response.json(item(14, 4, body as Partial<PlanItem>), { status: 201 }),
  });
  await screen.findByText('Psalm 23', { selector: 'strong' });
  await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
  const add = await screen.findByRole('dialog', { name: 'Add item' });
  await userEvent.clear(within(add).getByLabelText('Length (minutes)'));
  await userEvent.type(within(add).getByLabelText('Length (minutes)'), '300');
  await userEvent.click(within(add).getByRole('button', { name: 'Add' }));
  expect(await within(add).findByText('Please, enter the title')).toBeInTheDocument();
  expect(within(add).getByText('Length is at most 240 minutes')).toBeInTheDocument();

  await userEvent.selectOptions(within(add).getByLabelText('Kind'), 'prayer');
  expect(within(add).queryByLabelText('Key')).not.toBeInTheDocument();
  await userEvent.type(within(add).getByLabelText('Title'), 'Pastoral prayer');
  await userEvent.clear(within(add).getByLabelText('Length (minutes)'));
  await userEvent.type(within(add).getByLabelText('Length (minutes)'), '6');
  await userEvent.click(within(add).getByRole('button', { name: 'Add' }));

  expect(await screen.findByText('Successfully added!')).toBeInTheDocument();
  expect(calls(requests, 'POST /api/service-types/plan-items').map((request) => request.body)).toEqual([
    {
      serviceTypeId: 1,
      kind: 'prayer',
      title: 'Pastoral prayer',
      lengthMinutes: 6,
      description: null,
      songKey: null,
      songId: null,
    },
  ]);
  expect(order()).toEqual(['Holy, Holy, Holy', 'Psalm 23', 'Waiting in Hope', 'Pastoral prayer']);
  expect(total()).toBe('43 min');
});

it('adds an item where the planner chooses, not only at the end', async () => {
  const requests = openPlan({
    'POST /api/service-types/plan-items': ({ body }) => {
      const { position, ...fields } = body as Partial<PlanItem>;
      return Response.json(item(14, position ?? 4, fields), { status: 201 });
    },
  });
  await screen.findByText('Psalm 23', { selector: 'strong' });
  await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
  const add = await screen.findByRole('dialog', { name: 'Add item' });
  const place = within(add).getByRole('combobox', { name: 'Place in the order of service' });
  expect(place).toHaveDisplayValue('At the end');
  await userEvent.selectOptions(place, 'After 1. Holy, Holy, Holy');
  await userEvent.type(within(add).getByLabelText('Title'), 'Welcome');
  await userEvent.click(within(add).getByRole('button', { name: 'Add' }));

  expect(await screen.findByText('Successfully added!')).toBeInTheDocument();
  expect(calls(requests, 'POST /api/service-types/plan-items').map((request) => request.body)).toEqual([
    expect.objectContaining({ title: 'Welcome', position: 2 }),
  ]);
  expect(order()).toEqual(['Holy, Holy, Holy', 'Welcome', 'Psalm 23', 'Waiting in Hope']);
});

it("says 'Error while creating service plan item' when the item could not be saved, keeping the form", async () => {
  openPlan({ 'POST /api/service-types/plan-items': () => Promise.reject(new TypeError('Failed to fetch')) });
  await screen.findByText('Psalm 23', { selector: 'strong' });
  await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
  const add = await screen.findByRole('dialog', { name: 'Add item' });
  await userEvent.type(within(add).getByLabelText('Title'), 'Amazing Grace');
  await userEvent.selectOptions(within(add).getByLabelText('Key'), 'G');
  await userEvent.click(within(add).getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('Error while creating service plan item')).toBeInTheDocument();
  expect(within(add).getByLabelText('Title')).toHaveValue('Amazing Grace');
  expect(total()).toBe('37 min');
});

it('edits an item: a song keeps its key, and the total follows the new length', async () => {
  const requests = openPlan({
    'PUT /api/service-types/plan-items/11': ({ body }) => Response.json({ ...hymn, ...(body as object) }),
  });
  await screen.findByText('Psalm 23', { selector: 'strong' });
  await userEvent.click(within(rowOf('Holy, Holy, Holy')).getByRole('button', { name: 'Edit Holy, Holy, Holy' }));
  const edit = screen.getByRole('dialog', { name: 'Edit “Holy, Holy, Holy”' });
  expect(within(edit).getByLabelText('Key')).toHaveValue('D');
  await userEvent.selectOptions(within(edit).getByLabelText('Key'), 'Eb');
  await userEvent.clear(within(edit).getByLabelText('Length (minutes)'));
  await userEvent.type(within(edit).getByLabelText('Length (minutes)'), '7');
  await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Successfully updated!')).toBeInTheDocument();
  expect(calls(requests, 'PUT /api/service-types/plan-items/11').map((request) => request.body)).toEqual([
    { kind: 'song', title: 'Holy, Holy, Holy', lengthMinutes: 7, description: null, songKey: 'Eb', songId: null },
  ]);
  expect(rowOf('Holy, Holy, Holy')).toHaveTextContent('7 min · Key of Eb');
  expect(total()).toBe('40 min');
});

it('deletes an item after confirmation; the rest close up', async () => {
  const requests = openPlan({ 'DELETE /api/service-types/plan-items/12': () => new Response(null, { status: 204 }) });
  await screen.findByText('Psalm 23', { selector: 'strong' });
  await userEvent.click(within(rowOf('Psalm 23')).getByRole('button', { name: 'Delete Psalm 23' }));
  const ask = screen.getByRole('dialog', { name: 'Delete this item?' });
  await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
  expect(calls(requests, 'DELETE /api/service-types/plan-items/12')).toHaveLength(0);

  await userEvent.click(within(rowOf('Psalm 23')).getByRole('button', { name: 'Delete Psalm 23' }));
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Delete this item?' })).getByRole('button', { name: 'Delete' }),
  );
  await waitFor(() => expect(order()).toEqual(['Holy, Holy, Holy', 'Waiting in Hope']));
  expect(rowOf('Waiting in Hope')).toHaveTextContent(/^⠿2/);
  expect(total()).toBe('34 min');
});

it('moves the last item to the top from the keyboard: the focus follows it and the move is announced', async () => {
  let answer: (response: Response) => void = () => undefined;
  const requests = openPlan({
    'PUT /api/service-types/plan-items/13/position': () => new Promise<Response>((resolve) => (answer = resolve)),
  });
  await screen.findByText('Psalm 23', { selector: 'strong' });
  screen.getByRole('button', { name: 'Move up Waiting in Hope' }).focus();
  await userEvent.keyboard('{Enter}');
  // Moved on screen at once; the server's order then confirms it.
  await waitFor(() => expect(order()).toEqual(['Holy, Holy, Holy', 'Waiting in Hope', 'Psalm 23']));
  expect(screen.getByRole('button', { name: 'Move up Waiting in Hope' })).toHaveFocus();
  expect(screen.getByText('“Waiting in Hope” moved to position 2 of 3')).toBeInTheDocument();
  answer(Response.json([hymn, { ...sermon, position: 2 }, { ...psalm, position: 3 }]));
  expect(calls(requests, 'PUT /api/service-types/plan-items/13/position').map((request) => request.body)).toEqual([
    { position: 2 },
  ]);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Move up Waiting in Hope' })).toBeEnabled());
});

it('puts a refused move back and says so', async () => {
  openPlan({ 'PUT /api/service-types/plan-items/11/position': () => Promise.reject(new TypeError('Failed to fetch')) });
  await screen.findByText('Psalm 23', { selector: 'strong' });
  await userEvent.click(screen.getByRole('button', { name: 'Move down Holy, Holy, Holy' }));
  expect(await screen.findByText('Error while updating service plan item')).toBeInTheDocument();
  expect(order()).toEqual(['Holy, Holy, Holy', 'Psalm 23', 'Waiting in Hope']);
});

it('adds, edits and deletes notes', async () => {
  const requests = openPlan({
    'POST /api/service-types/notes': ({ body }) =>
      Response.json({ ...note, id: 22, text: (body as { text: string }).text }, { status: 201 }),
    'PUT /api/service-types/notes/21': ({ body }) => Response.json({ ...note, text: (body as { text: string }).text }),
    'DELETE /api/service-types/notes/21': () => new Response(null, { status: 204 }),
  });
  await screen.findByText('Communion this week.');

  await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
  expect(await screen.findByText('Please, type the note')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('New note'), 'Banners up by 9.');
  await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
  expect(await screen.findByText('Banners up by 9.', { selector: 'p' })).toBeInTheDocument();
  expect(screen.getByLabelText('New note')).toHaveValue('');

  await userEvent.click(screen.getByRole('button', { name: 'Edit note 1' }));
  const text = screen.getByLabelText('Note');
  await userEvent.clear(text);
  await userEvent.type(text, 'No communion this week.');
  await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
  expect(await screen.findByText('No communion this week.', { selector: 'p' })).toBeInTheDocument();
  expect(calls(requests, 'PUT /api/service-types/notes/21').map((request) => request.body)).toEqual([
    { text: 'No communion this week.' },
  ]);

  await userEvent.click(screen.getByRole('button', { name: 'Delete note 1' }));
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Delete this note?' })).getByRole('button', { name: 'Delete' }),
  );
  await waitFor(() => expect(screen.queryByText('No communion this week.')).not.toBeInTheDocument());
  expect(calls(requests, 'DELETE /api/service-types/notes/21')).toHaveLength(1);
});

it('shows when each item starts once the service is dated: its start and the lengths before, following a new date and a move', async () => {
  let startsAt: string | null = null;
  openPlan({
    'GET /api/scheduling/plans/1': () => Response.json(scheduleAt(startsAt)),
    'PUT /api/scheduling/plans/1/time': ({ body }) => {
      startsAt = (body as { startsAt: string }).startsAt;
      return new Response(null, { status: 204 });
    },
    'PUT /api/service-types/plan-items/13/position': json([
      hymn,
      { ...sermon, position: 2 },
      { ...psalm, position: 3 },
    ]),
  });
  expect(await screen.findByText('Set the service date below to see when each item starts.')).toBeInTheDocument();
  expect(rowOf('Psalm 23')).not.toHaveTextContent('Starts');

  // Sunday 8 March 2026 at 10:30 on the church's clock (Chicago, daylight time from that night).
  await userEvent.type(await screen.findByLabelText('Date'), '2026-03-08');
  await userEvent.type(screen.getByLabelText('Time'), '10:30');
  await userEvent.click(screen.getByRole('button', { name: 'Save date' }));
  await waitFor(() => expect(rowOf('Holy, Holy, Holy')).toHaveTextContent('Starts 10:30 AM · 4 min'));
  expect(rowOf('Psalm 23')).toHaveTextContent('Starts 10:34 AM · 3 min');
  expect(rowOf('Waiting in Hope')).toHaveTextContent('Starts 10:37 AM · 30 min');
  expect(within(rowOf('Psalm 23')).getByText('Starts 10:34 AM')).toHaveAttribute(
    'datetime',
    '2026-03-08T15:34:00.000Z',
  );
  expect(screen.queryByText('Set the service date below to see when each item starts.')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Move up Waiting in Hope' }));
  await waitFor(() => expect(rowOf('Waiting in Hope')).toHaveTextContent('Starts 10:34 AM'));
  expect(rowOf('Psalm 23')).toHaveTextContent('Starts 11:04 AM');
});

it('inserts a song found by search where the planner chose, and the next one after it', async () => {
  let nextId = 40;
  const requests = openPlan({
    'GET /api/songs/search': songsFound([
      { track_id: 1, track_name: 'Amazing Grace', artist_name: 'John Newton' },
      { track_id: 2, track_name: 'Be Thou My Vision', artist_name: 'Traditional Irish' },
    ]),
    // The API's answer: the new item at the place asked for (the items after it move down).
    'POST /api/service-types/plan-items': ({ body }) => {
      const sent = body as Partial<PlanItem>;
      return Response.json(item((nextId += 1), sent.position ?? 4, sent), { status: 201 });
    },
  });
  await screen.findByText('Psalm 23', { selector: 'strong' });
  const placement = await screen.findByRole('combobox', { name: 'Insert songs' });
  expect(placement).toHaveDisplayValue('At the end');
  expect(
    within(placement)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([
    'At the start',
    'After 1. Holy, Holy, Holy',
    'After 2. Psalm 23',
    'After 3. Waiting in Hope',
    'At the end',
  ]);
  await userEvent.selectOptions(placement, 'After 1. Holy, Holy, Holy');

  await userEvent.type(screen.getByRole('searchbox', { name: 'Search songs' }), 'grace{Enter}');
  await userEvent.click(await screen.findByRole('button', { name: 'Add to plan: Amazing Grace' }));
  await waitFor(() => expect(order()).toEqual(['Holy, Holy, Holy', 'Amazing Grace', 'Psalm 23', 'Waiting in Hope']));
  expect(placement).toHaveDisplayValue('After 2. Amazing Grace');
  await userEvent.click(screen.getByRole('button', { name: 'Add to plan: Be Thou My Vision' }));
  await waitFor(() =>
    expect(order()).toEqual(['Holy, Holy, Holy', 'Amazing Grace', 'Be Thou My Vision', 'Psalm 23', 'Waiting in Hope']),
  );
  expect(rowOf('Psalm 23')).toHaveTextContent(/^⠿4/);
  expect(
    calls(requests, 'POST /api/service-types/plan-items').map((request) => {
      const { title, position } = request.body as PlanItem;
      return [title, position];
    }),
  ).toEqual([
    ['Amazing Grace', 2],
    ['Be Thou My Vision', 3],
  ]);
});
