import { screen, within } from '@testing-library/react';
import type { RecurringGiving } from '@church/contracts';
import { setLanguage } from '@church/i18n';
import PaymentSettings from '../expose/payment-settings';
import { fakeGivingApi, savedCardsRoutes, savedVisa } from '../testing/giving-api';
import { renderOnSite, resetGivingPage, signInMember } from '../testing/giving-dialog';

const tithe: RecurringGiving = {
  id: 3,
  amount: 50,
  givingTypeName: 'Diezmo',
  status: 'active',
  creationDate: '2026-06-01T12:00:00.000Z',
  nextPaymentDate: '2026-08-01T12:00:00.000Z',
  card: { brand: 'visa', last4: '4242' },
};

beforeEach(() => setLanguage('es'));
afterEach(async () => {
  resetGivingPage();
  await setLanguage('en');
});

it('draws Payment Settings in Spanish: headings, buttons, column headers and statuses', async () => {
  signInMember();
  fakeGivingApi({
    ...savedCardsRoutes([savedVisa]),
    'GET /api/recurring-givings/current': () => Response.json([tithe]),
  });
  renderOnSite(<PaymentSettings area="account" />, '/account/payment-settings');

  expect(screen.getByRole('heading', { level: 1, name: 'Configuración de pagos' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Agregar una tarjeta' })).toBeInTheDocument();
  const recurring = screen.getByRole('region', { name: 'Donaciones recurrentes' });
  expect(within(recurring).getByRole('button', { name: 'Nueva donación recurrente' })).toBeInTheDocument();
  expect(within(recurring).getByRole('columnheader', { name: 'Próximo cobro' })).toBeInTheDocument();
  expect(await within(recurring).findByText('Activa')).toBeInTheDocument();
  expect(within(recurring).getByText('$50.00 al mes')).toBeInTheDocument();
  expect(screen.queryByText('Payment Settings')).not.toBeInTheDocument();
});
