import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@church/auth';
import type { Blockout } from '@church/contracts';
import { QueryProvider, queryClient } from '@church/query';
import { fakeApi, json, testSession } from '@church/testing';
import { BlockoutsSection } from './blockouts-section';

const july: Blockout = {
  id: 3,
  repeat: 'weekly',
  firstDay: '2027-07-01',
  lastDay: '2027-07-31',
  weekday: 0,
  weekOfMonth: null,
  reason: 'Camp',
};

beforeEach(() => setSession(testSession()));
afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
});

it('lists blockouts in words and adds the first Sunday of each month', async () => {
  const firstSundays: Blockout = { ...july, id: 4, repeat: 'monthly', lastDay: null, weekOfMonth: 1, reason: null };
  let saved = [july];
  const requests = fakeApi({
    'GET /api/scheduling/my-blockouts': () => Response.json(saved),
    'POST /api/scheduling/my-blockouts': () => {
      saved = [july, firstSundays];
      return Response.json(firstSundays, { status: 201 });
    },
    'GET /api/scheduling/my-preferences': json({ maxPerMonth: null }),
  });
  render(
    <QueryProvider>
      <BlockoutsSection />
    </QueryProvider>,
  );
  const list = await screen.findByRole('list', { name: 'Blockout dates' });
  expect(within(list).getByRole('listitem')).toHaveTextContent('Every Sunday, 07.01.2027 to 07.31.2027');
  expect(list).toHaveTextContent('Your reason: Camp');

  await userEvent.selectOptions(screen.getByLabelText('Repeats'), 'monthly');
  fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2027-07-01' } });
  await userEvent.selectOptions(screen.getByLabelText('Which one in the month'), 'first');
  await userEvent.click(screen.getByRole('button', { name: 'Add blockout' }));
  expect(
    await within(list).findByRole('button', { name: 'Remove The first Sunday of each month, from 07.01.2027' }),
  ).toBeInTheDocument();
  expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
    repeat: 'monthly',
    firstDay: '2027-07-01',
    lastDay: null,
    weekday: 0,
    weekOfMonth: 1,
    reason: '',
  });
});
