import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@church/auth';
import type { HouseholdRule, PlanSchedule } from '@church/contracts';
import { queryClient } from '@church/query';
import { fakeApi, testSession, type RecordedRequest } from '@church/testing';
import { renderAreaPage } from '../../../testing/render-area-page';
import { PlanScheduling } from './plan-scheduling';

const daniel = { id: 'u1', firstName: 'Daniel', lastName: 'Okafor', email: 'daniel@example.com' };

/** The plan as the API keeps it: a team's rule and a position's sign-up switch change with their PUTs. */
function planApi({ refuse = false } = {}) {
  let householdRule: HouseholdRule = 'none';
  let signUpOpen = true;
  const plan = (): PlanSchedule => ({
    serviceTypeId: 1,
    name: 'Sunday Morning Worship',
    startsAt: '2026-12-06T16:30:00.000Z',
    teams: [
      {
        id: 3,
        name: 'Worship',
        householdRule,
        positions: [{ id: 5, name: 'Vocals', peopleNeeded: 2, signUpOpen, members: [daniel], assignments: [] }],
      },
    ],
  });
  const team = () => plan().teams[0]!;
  const refused = () => Response.json({ errors: ['Team not found'] }, { status: 404 });
  return fakeApi({
    'GET /api/scheduling/plans/1': () => Response.json(plan()),
    'GET /api/scheduling/plans/1/conflicts': () => Response.json([]),
    'PUT /api/scheduling/teams/3': (request: RecordedRequest) => {
      if (refuse) return refused();
      householdRule = (request.body as { householdRule: HouseholdRule }).householdRule;
      return Response.json(team());
    },
    'PUT /api/scheduling/positions/5': (request: RecordedRequest) => {
      signUpOpen = (request.body as { signUpOpen: boolean }).signUpOpen;
      return Response.json(team());
    },
  });
}

const puts = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'PUT').map((request) => [request.path, request.body]);

beforeEach(() => setSession(testSession({ allowedActions: ['Service plans'] })));
afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
});

it("sets a team's household rule from its select, which shows the saved rule", async () => {
  const requests = planApi();
  renderAreaPage(<PlanScheduling serviceTypeId={1} />, '/dashboard/plan-page/1');

  const rule = await screen.findByRole('combobox', { name: 'Households on Worship' });
  expect(rule).toHaveDisplayValue('No rule');
  expect(
    within(rule)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['No rule', 'Keep households together', 'Keep households apart']);

  await userEvent.selectOptions(rule, 'Keep households apart');
  expect(await screen.findByText('Team saved')).toBeInTheDocument();
  expect(puts(requests)).toEqual([['/api/scheduling/teams/3', { name: 'Worship', householdRule: 'apart' }]]);
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Households on Worship' })).toHaveDisplayValue('Keep households apart'),
  );
});

it('keeps the saved rule on screen when saving it fails, and says why', async () => {
  planApi({ refuse: true });
  renderAreaPage(<PlanScheduling serviceTypeId={1} />, '/dashboard/plan-page/1');

  await userEvent.selectOptions(
    await screen.findByRole('combobox', { name: 'Households on Worship' }),
    'Keep households together',
  );
  expect(await screen.findByText('Team not found')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Households on Worship' })).toHaveDisplayValue('No rule');
});

it("opens and closes a position's slots for self sign-up with its checkbox", async () => {
  const requests = planApi();
  renderAreaPage(<PlanScheduling serviceTypeId={1} />, '/dashboard/plan-page/1');

  const box = await screen.findByRole('checkbox', { name: 'Open for sign-up Vocals' });
  expect(box).toBeChecked();
  expect(box).toHaveAccessibleDescription('Members of Vocals may take its open places themselves on My Schedule.');

  await userEvent.click(box);
  expect(await screen.findByText('Position saved')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Open for sign-up Vocals' })).not.toBeChecked());
  await userEvent.click(screen.getByRole('checkbox', { name: 'Open for sign-up Vocals' }));
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Open for sign-up Vocals' })).toBeChecked());
  // The name and people needed go with it unchanged.
  expect(puts(requests)).toEqual([
    ['/api/scheduling/positions/5', { name: 'Vocals', peopleNeeded: 2, signUpOpen: false }],
    ['/api/scheduling/positions/5', { name: 'Vocals', peopleNeeded: 2, signUpOpen: true }],
  ]);
});
