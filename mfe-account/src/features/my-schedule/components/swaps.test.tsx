import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@church/auth';
import type { MyAssignment, OpenPosition } from '@church/contracts';
import { QueryProvider, queryClient } from '@church/query';
import { fakeApi, json, testSession } from '@church/testing';
import MySchedulePage from '../../../app/my-schedule-page';

const vocals: MyAssignment = {
  id: 7,
  serviceTypeId: 1,
  planName: 'Sunday Morning Worship',
  startsAt: '2026-12-06T16:30:00.000Z',
  teamName: 'Worship',
  positionName: 'Vocals',
  status: 'pending',
  declineReason: null,
  inPlaceOf: null,
};
const greeters: OpenPosition = {
  positionId: 12,
  serviceTypeId: 2,
  planName: 'Christmas Eve',
  startsAt: '2026-12-24T23:00:00.000Z',
  teamName: 'Hospitality',
  positionName: 'Greeter',
  peopleNeeded: 3,
  scheduled: 1,
};

const renderPage = () =>
  render(
    <QueryProvider>
      <MySchedulePage area="account" />
    </QueryProvider>,
  );

beforeEach(() => setSession(testSession()));
afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
});

it('declines asking a teammate the server offers to take the place', async () => {
  const requests = fakeApi({
    'GET /api/scheduling/my-assignments': json({ onTeam: true, assignments: [vocals] }),
    'GET /api/scheduling/open-positions': json([]),
    'GET /api/scheduling/my-blockouts': json([]),
    'GET /api/scheduling/my-assignments/7/replacements': json([
      { id: 'b7c1f4c8-3f7e-4a4e-9d2c-1f1f1f1f1f1f', firstName: 'María', lastName: 'Hernández' },
    ]),
    'PUT /api/scheduling/my-assignments/7': json({ ...vocals, status: 'declined' }),
  });
  renderPage();
  const item = await screen.findByRole('listitem', { name: 'Sunday Morning Worship' });
  await userEvent.click(within(item).getByRole('button', { name: 'Decline Sunday Morning Worship' }));
  const teammate = await within(item).findByLabelText('Ask a teammate to take your place (optional)');
  expect(within(teammate).getByRole('option', { name: 'No one' })).toBeInTheDocument();
  await userEvent.selectOptions(teammate, 'María Hernández');
  await userEvent.click(within(item).getByRole('button', { name: 'Confirm decline' }));

  expect(await within(item).findByText('Declined')).toBeInTheDocument();
  expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
    answer: 'decline',
    reason: '',
    replacementId: 'b7c1f4c8-3f7e-4a4e-9d2c-1f1f1f1f1f1f',
  });
});

it('says who asked for a swap, and signs up for an open position, which then leaves the list', async () => {
  let open = [greeters];
  const requests = fakeApi({
    'GET /api/scheduling/my-assignments': json({
      onTeam: true,
      assignments: [{ ...vocals, inPlaceOf: 'Daniel Okafor' }],
    }),
    'GET /api/scheduling/open-positions': () => Response.json(open),
    'GET /api/scheduling/my-blockouts': json([]),
    'POST /api/scheduling/open-positions/12/sign-up': () => {
      open = [];
      return Response.json({ ...vocals, id: 8, status: 'accepted' }, { status: 201 });
    },
  });
  renderPage();
  const item = await screen.findByRole('listitem', { name: 'Sunday Morning Worship' });
  expect(item).toHaveTextContent('Asked by Daniel Okafor to take their place');

  const openList = await screen.findByRole('list', { name: 'Open positions' });
  expect(openList).toHaveTextContent('Greeter (Hospitality) for Christmas Eve');
  expect(openList).toHaveTextContent('2 places left');
  await userEvent.click(
    within(openList).getByRole('button', { name: 'Sign up Greeter (Hospitality) for Christmas Eve' }),
  );
  expect(await screen.findByText('No position of yours needs more people right now.')).toBeInTheDocument();
  expect(requests.some((request) => request.method === 'POST')).toBe(true);
});
