import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@church/auth';
import type { PlanSchedule } from '@church/contracts';
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
const esther = person('u3', 'Esther', 'Kim');

const schedule: PlanSchedule = {
  serviceTypeId: 1,
  name: 'Sunday Morning Worship',
  startsAt: null,
  teams: [
    {
      id: 1,
      name: 'Worship',
      householdRule: 'none',
      positions: [
        {
          id: 5,
          name: 'Vocals',
          peopleNeeded: 2,
          signUpOpen: true,
          members: [daniel, maria, esther],
          assignments: [
            { id: 8, positionId: 5, person: daniel, status: 'accepted', declineReason: null },
            { id: 9, positionId: 5, person: maria, status: 'declined', declineReason: 'Visiting family' },
          ],
        },
      ],
    },
  ],
};

beforeEach(() => setSession(testSession({ allowedActions: ['Service plans'] })));
afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
});

it("shows each position's people with their answer in words, and schedules a member not yet on it", async () => {
  const requests = fakeApi({
    'GET /api/scheduling/plans/1': json(schedule),
    'POST /api/scheduling/assignments': json({}, 201),
  });
  renderAreaPage(<PlanScheduling serviceTypeId={1} />, '/dashboard/plan-page/1');

  const scheduled = await screen.findByRole('list', { name: 'Scheduled as Worship · Vocals' });
  const [first, second] = within(scheduled).getAllByRole('listitem');
  expect(first).toHaveTextContent('Daniel OkaforAccepted');
  expect(second).toHaveTextContent('María HernándezDeclinedReason: Visiting family');
  expect(screen.getByText('2 of 2 scheduled')).toBeInTheDocument();
  expect(screen.getByText('This plan has no date yet.')).toBeInTheDocument();

  // Only the member not scheduled yet is offered.
  const choice = screen.getByLabelText('Person for Worship · Vocals');
  expect(
    within(choice)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Esther Kim']);
  await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
  expect(await screen.findByText('Scheduled; we e-mailed them to accept or decline')).toBeInTheDocument();
  expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ positionId: 5, userId: 'u3' });
});
