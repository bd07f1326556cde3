import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@church/auth';
import { setLanguage } from '@church/i18n';
import { fakeApi } from '@church/testing';
import { aSession } from '../../../testing/fixtures';
import { renderAt } from '../../../testing/render';
import PrayerRequestModal from '../../../expose/prayer-request';

beforeEach(async () => {
  setSession(aSession());
  await setLanguage('es');
});
afterEach(async () => {
  clearSession();
  await setLanguage('en');
});

it("draws the prayer request dialog in Spanish, the contracts' messages too", async () => {
  fakeApi({ 'POST /api/requests': () => new Response(null, { status: 201 }) });
  renderAt('/videos/3', <PrayerRequestModal page="/videos/3" onClose={jest.fn()} />);

  expect(screen.getByRole('heading', { name: 'Petición de oración' })).toBeInTheDocument();
  expect(screen.getByLabelText('Mi petición de oración')).toHaveAttribute('placeholder', 'Escriba su petición');
  await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
  expect(await screen.findByText('Por favor, escriba su respuesta')).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText('Mi petición de oración'), 'Por mi madre');
  await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
  expect(await screen.findByText('Su petición fue enviada')).toBeInTheDocument();
});
