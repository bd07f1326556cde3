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

it("draws Sign Up's person fields in Spanish, and its thank-you notice", async () => {
  fakeApi({
    'GET /api/enumerations/states': () => Response.json([{ id: 16, name: 'Kansas' }]),
    'POST /api/account/register': () => new Response(null, { status: 201 }),
  });
  renderDialog(<SignUpModal onClose={jest.fn()} />);

  expect(screen.getByRole('dialog', { name: 'Registrarse' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Registrarse' }));
  expect(await screen.findByText('El nombre es obligatorio')).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText('Nombre'), 'María');
  await userEvent.type(screen.getByLabelText('Apellido'), 'Jiménez');
  await userEvent.type(screen.getByLabelText('Correo electrónico'), 'maria@example.com');
  await userEvent.type(screen.getByLabelText('Teléfono'), '3165550100');
  await userEvent.type(screen.getByLabelText('Dirección'), '12 Elm St');
  await userEvent.type(screen.getByLabelText('Ciudad'), 'Wichita');
  await userEvent.selectOptions(await screen.findByLabelText('Estado'), 'Kansas');
  await userEvent.type(screen.getByLabelText('Código postal'), '67202');
  await userEvent.type(screen.getByLabelText('Contraseña'), 'secret1');
  await userEvent.type(screen.getByLabelText('Repita la contraseña'), 'secret1');
  await userEvent.click(screen.getByRole('button', { name: 'Registrarse' }));

  expect(await screen.findByText('Gracias, le enviamos un correo para confirmar su cuenta.')).toBeInTheDocument();
  // The dialog's × and the notice's own button.
  expect(screen.getAllByRole('button', { name: 'Cerrar' })).toHaveLength(2);
});
