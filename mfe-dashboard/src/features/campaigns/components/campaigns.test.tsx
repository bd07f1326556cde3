import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@church/auth';
import type { Campaign, CampaignPledge } from '@church/contracts';
import { queryClient } from '@church/query';
import { fakeApi, json, testSession, type Answer } from '@church/testing';
import { renderAreaPage } from '../../../testing/render-area-page';
import { Campaigns } from './campaigns';

const roof: Campaign = {
  id: 3,
  name: 'New roof',
  description: '',
  goal: 5000,
  startsOn: '2026-11-01',
  endsOn: '2027-03-31',
  givingTypeId: 2,
  givingTypeName: 'Building Fund',
  showTotal: true,
  raised: 1300,
  pledged: 2400,
  pledgeCount: 2,
};
const ruth: CampaignPledge = {
  id: 9,
  memberName: 'Ruth Miller',
  campaignId: 3,
  campaignName: 'New roof',
  endsOn: '2027-03-31',
  amount: 100,
  frequency: 'monthly',
  installments: 5,
  pledged: 500,
  given: 200,
  remaining: 300,
};

function openList(routes: Record<string, Answer> = {}) {
  const requests = fakeApi({
    'GET /api/campaigns': json({ count: 1, entities: [roof] }),
    'GET /api/givingTypes': json([
      { id: 1, name: 'Tithe' },
      { id: 2, name: 'Building Fund' },
    ]),
    ...routes,
  });
  renderAreaPage(<Campaigns />, '/dashboard/campaigns');
  return requests;
}

beforeEach(() => setSession(testSession({ allowedActions: ['Givings'] })));
afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
});

it("shows each campaign's days, raised against its goal and pledges, and its members' pledges", async () => {
  openList({ 'GET /api/campaigns/3/pledges': json({ count: 1, entities: [ruth] }) });
  const row = (await screen.findByRole('link', { name: 'New roof' })).closest('tr') as HTMLElement;
  expect(within(row).getByRole('link', { name: 'New roof' })).toHaveAttribute('href', '/campaigns/3');
  expect(row).toHaveTextContent('11.01.2026 – 03.31.2027');
  expect(row).toHaveTextContent('$1,300.00 of $5,000.00 (26%)');
  expect(row).toHaveTextContent('$2,400.00 by 2 members');

  await userEvent.click(within(row).getByRole('button', { name: 'Pledges New roof' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pledges to “New roof”' });
  const pledge = (await within(dialog).findByRole('cell', { name: 'Ruth Miller' })).closest('tr') as HTMLElement;
  expect(
    within(pledge)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Ruth Miller', '5 gifts of $100.00', '$500.00', '$200.00', '$300.00']);
});

it('refuses a campaign that ends before it starts, then sends the one corrected', async () => {
  const requests = openList({ 'POST /api/campaigns': json(roof, 201) });
  await userEvent.click(await screen.findByRole('button', { name: 'Add campaign' }));
  const dialog = screen.getByRole('dialog', { name: 'Add campaign' });
  await userEvent.type(within(dialog).getByLabelText('Name'), 'Missions drive');
  await userEvent.type(within(dialog).getByLabelText('Goal ($)'), '2500');
  await within(dialog).findByRole('option', { name: 'Building Fund' });
  await userEvent.selectOptions(within(dialog).getByLabelText('Giving type'), 'Building Fund');
  await userEvent.type(within(dialog).getByLabelText('First day'), '2027-01-10');
  await userEvent.type(within(dialog).getByLabelText('Last day'), '2027-01-09');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
  expect(await within(dialog).findByText('Start date cannot be after end date')).toBeInTheDocument();
  expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

  await userEvent.clear(within(dialog).getByLabelText('Last day'));
  await userEvent.type(within(dialog).getByLabelText('Last day'), '2027-02-28');
  await userEvent.click(within(dialog).getByLabelText("Show the total raised on the campaign's public page"));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
    name: 'Missions drive',
    description: '',
    goal: 2500,
    startsOn: '2027-01-10',
    endsOn: '2027-02-28',
    givingTypeId: 2,
    showTotal: true,
  });
});
