import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@church/auth';
import type { MyAssignment } from '@church/contracts';
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

it('lists the assignments with their status in words, and declines one with a reason', async () => {
  const requests = fakeApi({
    'GET /api/scheduling/my-assignments': json({ onTeam: true, assignments: [vocals] }),
    'PUT /api/scheduling/my-assignments/7': json({ ...vocals, status: 'declined', declineReason: 'Out of town' }),
  });
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'My Schedule' })).toBeInTheDocument();
  const item = await screen.findByRole('listitem', { name: 'Sunday Morning Worship' });
  expect(within(item).getByText('Pending')).toBeInTheDocument();
  // 16:30 UTC is 10:30 AM on the church's clock (America/Chicago).
  expect(item).toHaveTextContent('12.06.2026 10:30 AM · Vocals (Worship)');

  await userEvent.click(within(item).getByRole('button', { name: 'Decline Sunday Morning Worship' }));
  await userEvent.type(within(item).getByLabelText(/^Reason/), 'Out of town');
  await userEvent.click(within(item).getByRole('button', { name: 'Confirm decline' }));

  expect(await within(item).findByText('Declined')).toBeInTheDocument();
  expect(item).toHaveTextContent('Your reason: Out of town');
  const answer = requests.find((request) => request.method === 'PUT');
  expect(answer?.body).toEqual({ answer: 'decline', reason: 'Out of town' });
});

it('tells a member on no team why the page is empty', async () => {
  fakeApi({ 'GET /api/scheduling/my-assignments': json({ onTeam: false, assignments: [] }) });
  renderPage();
  expect(await screen.findByText(/You are not on a serving team yet/)).toBeInTheDocument();
});
