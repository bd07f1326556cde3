import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@church/auth';
import type { AutoFillProposal, PlanSchedule } from '@church/contracts';
import { queryClient } from '@church/query';
import { fakeApi, json, testSession } from '@church/testing';
import { renderAreaPage } from '../../../testing/render-area-page';
import { PlanScheduling } from './plan-scheduling';

const person = (id: string, firstName: string, lastName: string) => ({
  id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.com`,
});
const daniel = person('u1', 'Daniel', 'Okafor');
const maria = person('u2', 'María', 'Hernández');

const empty: PlanSchedule = {
  serviceTypeId: 1,
  name: 'Sunday Morning Worship',
  startsAt: '2026-12-06T16:30:00.000Z',
  teams: [
    {
      id: 1,
      name: 'Worship',
      householdRule: 'none',
      positions: [
        { id: 5, name: 'Vocals', peopleNeeded: 2, signUpOpen: true, members: [daniel, maria], assignments: [] },
      ],
    },
  ],
};
const proposals: AutoFillProposal[] = [
  { positionId: 5, person: { id: 'u2', firstName: 'María', lastName: 'Hernández' } },
  { positionId: 5, person: { id: 'u1', firstName: 'Daniel', lastName: 'Okafor' } },
];

beforeEach(() => setSession(testSession({ allowedActions: ['Service plans'] })));
afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
});

it('proposes people for the empty plan and schedules only those the scheduler keeps', async () => {
  const requests = fakeApi({
    'GET /api/scheduling/plans/1': json(empty),
    'GET /api/scheduling/plans/1/auto-fill': json(proposals),
    'POST /api/scheduling/assignments': json({}, 201),
  });
  renderAreaPage(<PlanScheduling serviceTypeId={1} />, '/dashboard/plan-page/1');

  await userEvent.click(await screen.findByRole('button', { name: 'Auto-fill' }));
  const form = await screen.findByRole('form', { name: 'Proposed people' });
  const boxes = within(form).getAllByRole('checkbox');
  expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
    ' María Hernández as Worship · Vocals',
    ' Daniel Okafor as Worship · Vocals',
  ]);
  await userEvent.click(within(form).getByRole('checkbox', { name: /Daniel Okafor/ }));
  await userEvent.click(within(form).getByRole('button', { name: 'Schedule these' }));

  expect(await screen.findByText('Scheduled 1 person; we e-mailed them')).toBeInTheDocument();
  expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
    { positionId: 5, userId: 'u2' },
  ]);
});

it('moves focus to the proposals once Auto-fill is pressed, and back to Auto-fill when they go', async () => {
  fakeApi({
    'GET /api/scheduling/plans/1': json(empty),
    'GET /api/scheduling/plans/1/auto-fill': json(proposals),
    'POST /api/scheduling/assignments': json({}, 201),
  });
  renderAreaPage(<PlanScheduling serviceTypeId={1} />, '/dashboard/plan-page/1');

  // By keyboard: the pressed button leaves with the answer, so focus must not fall to the page.
  (await screen.findByRole('button', { name: 'Auto-fill' })).focus();
  await userEvent.keyboard('{Enter}');
  const form = await screen.findByRole('form', { name: 'Proposed people' });
  await waitFor(() => expect(within(form).getByRole('heading', { name: 'Proposed people' })).toHaveFocus());
  // Tab goes on to the first proposal, inside the result.
  await userEvent.tab();
  expect(within(form).getByRole('checkbox', { name: /María Hernández/ })).toHaveFocus();

  await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByRole('button', { name: 'Auto-fill' })).toHaveFocus();

  // Scheduled: the proposals go, focus is on Auto-fill again.
  await userEvent.keyboard('{Enter}');
  await userEvent.click(
    within(await screen.findByRole('form', { name: 'Proposed people' })).getByRole('button', {
      name: 'Schedule these',
    }),
  );
  await waitFor(() => expect(screen.getByRole('button', { name: 'Auto-fill' })).toHaveFocus());
});
