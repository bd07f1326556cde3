import { render, screen, within } from '@testing-library/react';
import { clearSession, setSession } from '@church/auth';
import type { CurrentUser } from '@church/contracts';
import { setLanguage } from '@church/i18n';
import { QueryProvider, queryClient } from '@church/query';
import { fakeApi, json, testSession } from '@church/testing';
import AccountSettingsPage from './account-settings-page';

const ana: CurrentUser = {
  id: '1',
  firstName: 'Ana',
  lastName: 'López',
  email: 'ana@example.com',
  phoneNumber: '+13165550100',
  photoUrl: null,
  address: { streetAddress: '1 Main St', city: 'Wichita', stateId: 2, zipCode: '67202' },
  language: 'es',
};

beforeEach(async () => {
  setSession(testSession());
  await setLanguage('es');
});

afterEach(async () => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
  await setLanguage('en');
});

it('draws Account Settings in Spanish for a member who chose Spanish', async () => {
  fakeApi({
    'GET /api/users/current': json(ana),
    'GET /api/enumerations/states': json([{ id: 2, name: 'Kansas' }]),
    'GET /api/account/two-step': json({ enabled: false, required: false, recoveryCodesLeft: 0 }),
    'GET /api/account/sessions': json([]),
  });
  render(
    <QueryProvider>
      <AccountSettingsPage area="account" />
    </QueryProvider>,
  );

  expect(await screen.findByRole('heading', { level: 1, name: 'Configuración de la cuenta' })).toBeInTheDocument();
  const profile = await screen.findByRole('form', { name: 'Perfil' });
  expect(within(profile).getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Contraseña' })).toBeInTheDocument();
  expect(screen.getByLabelText('Contraseña actual')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Activar el inicio de sesión en dos pasos' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Account Settings' })).not.toBeInTheDocument();
});
