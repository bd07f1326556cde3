import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prayerMessages } from '@church/contracts';
import { setLanguage } from '@church/i18n';
import { queryClient } from '@church/query';
import { MemoryRouter } from '@church/router/testing';
import { fakeApi } from '@church/testing';
import SignInModal from './sign-in-modal';
import SignUpModal from './sign-up-modal';

beforeEach(() => setLanguage('es'));

afterEach(async () => {
  await setLanguage('en');
  queryClient.clear();
});

const renderDialog = (dialog: React.ReactNode) => render(<MemoryRouter>{dialog}</MemoryRouter>);

it("draws Sign In in Spanish, with the contracts' reason and validation messages in Spanish", async () => {
  fakeApi({});
  renderDialog(<SignInModal onClose={jest.fn()} reason={prayerMessages.loginRequired} />);

  expect(screen.getByRole('dialog', { name: 'Iniciar sesión' })).toHaveAccessibleDescription(
    'Inicie sesión para enviar peticiones de oración',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  expect(await screen.findByText('El correo electrónico es obligatorio')).toBeInTheDocument();
  expect(screen.getByText('La contraseña es obligatoria')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Olvidé mi contraseña' })).toBeInTheDocument();
});

it("draws Sign Up's person fields (@church/ui's catalogue) in Spanish", async () => {
  fakeApi({ 'GET /api/enumerations/states': () => Response.json([{ id: 16, name: 'Kansas' }]) });
  renderDialog(<SignUpModal onClose={jest.fn()} />);

  expect(screen.getByRole('dialog', { name: 'Registrarse' })).toBeInTheDocument();
  for (const label of ['Nombre', 'Apellido', 'Teléfono', 'País', 'Dirección', 'Ciudad', 'Código postal'])
    expect(screen.getByLabelText(label)).toBeInTheDocument();
  expect(await screen.findByRole('option', { name: 'Elija un estado' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Registrarse' }));
  expect(await screen.findByText('El nombre es obligatorio')).toBeInTheDocument();
  expect(screen.getByText('La contraseña es obligatoria')).toBeInTheDocument();
});
