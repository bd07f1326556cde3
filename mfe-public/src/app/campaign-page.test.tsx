import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@church/auth';
import type { PledgeProgress, PublicCampaign } from '@church/contracts';
import { setLanguage } from '@church/i18n';
import { closeModal } from '@church/modals';
import { Route, Routes } from '@church/router';
import { fakeApi, json, testSession } from '@church/testing';
import { clearQueryCache } from '../lib/query-cache';
import { currentModal, renderAt } from '../testing/render';
import CampaignPage from './campaign-page';

// Days far ahead: the pledge counts its gifts from the campaign's first day, whatever today is.
const roof: PublicCampaign = {
  id: 4,
  name: 'New roof',
  description: 'A new roof for the sanctuary.',
  goal: 5000,
  startsOn: '2090-01-01',
  endsOn: '2090-03-15',
  givingTypeId: 2,
  givingTypeName: 'Building Fund',
  raised: 1300,
};

afterEach(async () => {
  jest.restoreAllMocks();
  clearQueryCache();
  clearSession();
  closeModal();
  await setLanguage('en');
});

function openCampaign(campaign: PublicCampaign, pledged?: { pledge: PledgeProgress | null }) {
  const requests = fakeApi({
    'GET /api/campaigns/4': json(campaign),
    'GET /api/campaigns/4/my-pledge': () => Response.json(pledged),
    'PUT /api/campaigns/4/my-pledge': json({}),
  });
  renderAt(
    '/campaigns/4',
    <Routes>
      <Route path="/campaigns/:id" element={<CampaignPage />} />
    </Routes>,
  );
  return requests;
}

it('a member sees the total against the goal and pledges monthly until the campaign ends', async () => {
  setSession(testSession());
  const mine = { pledge: null as PledgeProgress | null };
  const requests = openCampaign(roof, mine);
  expect(await screen.findByRole('heading', { level: 1, name: 'New roof' })).toBeInTheDocument();
  expect(screen.getByText('$1,300.00 raised of $5,000.00 (26%)')).toBeInTheDocument();

  const form = await screen.findByRole('form', { name: 'Pledge' });
  await userEvent.type(within(form).getByLabelText('Amount of each gift ($)'), '100');
  await userEvent.selectOptions(within(form).getByLabelText('How often'), 'Every month');
  // 1 January, 1 February and 1 March, before the last day, 15 March.
  expect(within(form).getByText('3 gifts of $100.00: $300.00 in all')).toBeInTheDocument();

  mine.pledge = {
    campaignId: 4,
    campaignName: 'New roof',
    endsOn: '2090-03-15',
    amount: 100,
    frequency: 'monthly',
    installments: 3,
    pledged: 300,
    given: 0,
    remaining: 300,
  };
  await userEvent.click(within(form).getByRole('button', { name: 'Pledge' }));
  expect(await screen.findByText('3 gifts of $100.00')).toBeInTheDocument();
  expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ amount: 100, frequency: 'monthly' });
  expect(screen.getByText('Remaining').nextElementSibling).toHaveTextContent('$300.00');

  await userEvent.click(screen.getByRole('button', { name: 'Give now' }));
  expect(currentModal()?.id).toBe('giving-menu');
});

it('asks a visitor to sign in, and shows no total its managers keep hidden, in Spanish', async () => {
  await setLanguage('es');
  openCampaign({ ...roof, raised: null });
  expect(await screen.findByRole('heading', { level: 1, name: 'New roof' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Su compromiso' })).toBeInTheDocument();
  expect(screen.queryByText(/recaudados/)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Inicie sesión para comprometerse' }));
  expect(currentModal()?.id).toBe('sign-in');
});
