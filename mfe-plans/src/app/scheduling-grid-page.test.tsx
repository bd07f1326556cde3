import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@church/auth';
import type { Assignment, PlanSchedule, SchedulingGrid } from '@church/contracts';
import { setLanguage } from '@church/i18n';
import { queryClient } from '@church/query';
import { fakeApi, json, testSession, type RecordedRequest } from '@church/testing';
import { renderAreaPage } from '../testing/render-area-page';
import SchedulingGridPage from './scheduling-grid-page';

jest.setTimeout(30_000);

const person = (id: string, firstName: string, lastName: string) => ({
  id,
  firstName,
  lastName,
  email: `${id}@example.com`,
});
const daniel = person('u1', 'Daniel', 'Okafor');
const esther = person('u2', 'Esther', 'Kim');
const assignment = (id: number, who: Assignment['person'], status: Assignment['status'], inPlaceOf: string | null) => ({
  id,
  positionId: 5,
  person: who,
  status,
  declineReason: null,
  inPlaceOf,
});

const grid: SchedulingGrid = {
  plans: [
    { serviceTypeId: 1, name: 'First Sunday', startsAt: '2026-11-29T15:00:00.000Z' },
    { serviceTypeId: 2, name: 'Second Sunday', startsAt: '2026-12-06T15:00:00.000Z' },
  ],
  rows: [
    { team: 'Hospitality', position: 'Greeter', cells: [null, { positionId: 9, peopleNeeded: 2, assignments: [] }] },
    {
      team: 'Worship',
      position: 'Vocals',
      cells: [
        {
          positionId: 5,
          peopleNeeded: 2,
          assignments: [assignment(71, esther, 'accepted', 'Daniel Okafor'), assignment(70, daniel, 'declined', null)],
        },
        null,
      ],
    },
  ],
  hasMore: false,
};
const firstPlan: PlanSchedule = {
  serviceTypeId: 1,
  name: 'First Sunday',
  startsAt: '2026-11-29T15:00:00.000Z',
  teams: [
    {
      id: 3,
      name: 'Worship',
      householdRule: 'none',
      positions: [
        { id: 5, name: 'Vocals', peopleNeeded: 2, signUpOpen: true, members: [daniel, esther], assignments: [] },
      ],
    },
  ],
};

const gridReads = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'GET' && request.path === '/api/scheduling/grid').length;

beforeEach(() => setSession(testSession({ allowedActions: ['Service plans'] })));
afterEach(async () => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
  await setLanguage('en');
});

it('shows each position across the upcoming plans: who serves, their answer in words, the open slots', async () => {
  fakeApi({ 'GET /api/scheduling/grid': json(grid) });
  renderAreaPage(<SchedulingGridPage area="account" />, '/account/scheduling-grid');

  const table = await screen.findByRole('table', { name: 'Positions by upcoming plan' });
  const [, first, second] = within(table).getAllByRole('columnheader');
  expect(within(first!).getByRole('link', { name: 'First Sunday' })).toHaveAttribute('href', '/account/plan-page/1');
  expect(first).toHaveTextContent('Sunday, November 29, 09:00 AM');
  expect(within(second!).getByRole('link', { name: 'Second Sunday' })).toBeInTheDocument();

  const vocals = within(table).getByRole('rowheader', { name: 'Worship · Vocals' }).closest('tr')!;
  const [onFirst, onSecond] = within(vocals).getAllByRole('cell');
  const people = within(onFirst!).getAllByRole('listitem');
  expect(people.map((item) => item.textContent)).toEqual([
    'Esther KimAcceptedin place of Daniel Okafor',
    'Daniel OkaforDeclined',
  ]);
  expect(onFirst).toHaveTextContent('1 open slot');
  expect(onSecond).toHaveTextContent('Not on this plan');

  const greeter = within(table).getByRole('rowheader', { name: 'Hospitality · Greeter' }).closest('tr')!;
  expect(within(greeter).getAllByRole('cell')[1]).toHaveTextContent('2 open slots');
  // A keyboard can reach the sideways scroll of a wide grid.
  expect(screen.getByRole('region', { name: 'Positions by upcoming plan' })).toHaveAttribute('tabindex', '0');
});

it('auto-fills one plan from its column and reads the grid again when the dialog closes', async () => {
  const requests = fakeApi({
    'GET /api/scheduling/grid': json(grid),
    'GET /api/scheduling/plans/1': json(firstPlan),
    'GET /api/scheduling/plans/1/auto-fill': json([
      { positionId: 5, person: { id: 'u1', firstName: 'Daniel', lastName: 'Okafor' } },
    ]),
    'POST /api/scheduling/assignments': json({}, 201),
  });
  renderAreaPage(<SchedulingGridPage area="dashboard" />, '/dashboard/scheduling-grid');

  await userEvent.click(await screen.findByRole('button', { name: 'Auto-fill First Sunday' }));
  const dialog = await screen.findByRole('dialog', { name: 'Auto-fill First Sunday' });
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Auto-fill' }));
  const form = await within(dialog).findByRole('form', { name: 'Proposed people' });
  expect(within(form).getByRole('checkbox', { name: 'Daniel Okafor as Worship · Vocals' })).toBeChecked();
  await userEvent.click(within(form).getByRole('button', { name: 'Schedule these' }));
  expect(await screen.findByText('Scheduled 1 person; we e-mailed them')).toBeInTheDocument();
  expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
    { positionId: 5, userId: 'u1' },
  ]);

  expect(gridReads(requests)).toBe(1);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(gridReads(requests)).toBe(2));
  expect(screen.getByRole('button', { name: 'Auto-fill First Sunday' })).toHaveFocus();
});

it('auto-fills all the plans shown at once, their proposals under each plan, and schedules those kept', async () => {
  const requests = fakeApi({
    'GET /api/scheduling/grid': json(grid),
    'GET /api/scheduling/grid/auto-fill': json([
      { serviceTypeId: 1, positionId: 5, person: { id: 'u1', firstName: 'Daniel', lastName: 'Okafor' } },
      { serviceTypeId: 2, positionId: 9, person: { id: 'u2', firstName: 'Esther', lastName: 'Kim' } },
      { serviceTypeId: 2, positionId: 9, person: { id: 'u1', firstName: 'Daniel', lastName: 'Okafor' } },
    ]),
    'POST /api/scheduling/assignments': json({}, 201),
  });
  renderAreaPage(<SchedulingGridPage area="dashboard" />, '/dashboard/scheduling-grid');

  await userEvent.click(await screen.findByRole('button', { name: 'Auto-fill all these plans' }));
  const dialog = await screen.findByRole('dialog', { name: 'Auto-fill all these plans' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Auto-fill' }));
  const form = await within(dialog).findByRole('form', { name: 'Proposed people' });
  const [first, second] = within(form).getAllByRole('group');
  expect(first).toHaveAccessibleName('First Sunday, Sunday, November 29, 09:00 AM');
  expect(within(first!).getByRole('checkbox', { name: 'Daniel Okafor as Worship · Vocals' })).toBeChecked();
  expect(second).toHaveAccessibleName('Second Sunday, Sunday, December 6, 09:00 AM');
  expect(
    within(second!)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent),
  ).toEqual([' Esther Kim as Hospitality · Greeter', ' Daniel Okafor as Hospitality · Greeter']);

  // Daniel once is enough: untick him on the second Sunday.
  await userEvent.click(within(second!).getByRole('checkbox', { name: 'Daniel Okafor as Hospitality · Greeter' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Schedule these' }));
  expect(await screen.findByText('Scheduled 2 people; we e-mailed them')).toBeInTheDocument();
  expect(requests.find((request) => request.path === '/api/scheduling/grid/auto-fill')?.search).toBe('?skip=0');
  expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
    { positionId: 5, userId: 'u1' },
    { positionId: 9, userId: 'u2' },
  ]);

  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(gridReads(requests)).toBeGreaterThanOrEqual(2));
});

it('pages to later plans and back, in the URL', async () => {
  const requests = fakeApi({
    'GET /api/scheduling/grid': (request) =>
      Response.json(
        request.query.get('skip') === '8'
          ? { plans: [{ ...grid.plans[0]!, serviceTypeId: 9, name: 'Ninth Sunday' }], rows: [], hasMore: false }
          : { ...grid, hasMore: true },
      ),
  });
  renderAreaPage(<SchedulingGridPage area="account" />, '/account/scheduling-grid');

  expect(await screen.findByRole('table', { name: 'Positions by upcoming plan' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Earlier plans' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Later plans' }));
  expect(
    await screen.findByText('The upcoming plans have no teams yet. Add teams and positions on a plan’s page.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('current url')).toHaveTextContent('/account/scheduling-grid?skip=8');
  expect(requests.map((request) => request.search)).toEqual(['?skip=0', '?skip=8']);
  expect(screen.queryByRole('button', { name: 'Later plans' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Earlier plans' }));
  expect(await screen.findByRole('table', { name: 'Positions by upcoming plan' })).toBeInTheDocument();
});

it('is drawn in Spanish', async () => {
  await setLanguage('es');
  fakeApi({ 'GET /api/scheduling/grid': json(grid) });
  renderAreaPage(<SchedulingGridPage area="account" />, '/account/scheduling-grid');

  expect(await screen.findByRole('table', { name: 'Puestos por plan próximo' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Cuadro de turnos' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Completar automáticamente First Sunday' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Completar automáticamente todos estos planes' })).toBeInTheDocument();
  expect(screen.getByText('Aceptado')).toBeInTheDocument();
  expect(screen.getByText('1 puesto libre')).toBeInTheDocument();
});
