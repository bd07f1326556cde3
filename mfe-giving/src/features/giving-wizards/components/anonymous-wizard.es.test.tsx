import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@church/i18n';
import { createdGiving, fakeGivingApi, testCards } from '../../../testing/giving-api';
import { renderGivingDialog, resetGivingPage } from '../../../testing/giving-dialog';

const spanishCoolDown =
  'Se rechazaron demasiadas tarjetas desde esta red; por favor, espere una hora antes de volver a intentarlo';

beforeEach(() => setLanguage('es'));
afterEach(async () => {
  resetGivingPage();
  await setLanguage('en');
});

it("shows the card-testing refusal in Spanish: the API's reason, else the wizard's own", async () => {
  let refusals = 0;
  fakeGivingApi({
    'POST /api/givings/anonymous-giving': ({ body }) =>
      Response.json(
        createdGiving((body as { designations: { amount: number; givingTypeId: number }[] }).designations),
        {
          status: 201,
        },
      ),
    // The API writes its reason in the page's language; then a proxy answers with no reason at all.
    'POST /api/givings/anonymous-giving-payment': ({ headers }) => {
      refusals += 1;
      if (refusals > 1) return new Response('Too Many Requests', { status: 429 });
      const reason = headers.get('Accept-Language') === 'es' ? spanishCoolDown : 'Too many cards were declined';
      return Response.json({ errors: [reason] }, { status: 429, headers: { 'retry-after': '3600' } });
    },
  });
  renderGivingDialog();
  await userEvent.click(await screen.findByRole('button', { name: 'Donar una vez' }));
  const destination = await screen.findByRole('group', { name: 'Destino 1' });
  await userEvent.clear(within(destination).getByLabelText('Monto ($)'));
  await userEvent.type(within(destination).getByLabelText('Monto ($)'), '10');
  await userEvent.selectOptions(within(destination).getByLabelText('Tipo de donación'), 'Tithe');
  await userEvent.click(screen.getByRole('button', { name: 'Continuar al pago' }));
  await userEvent.type(await screen.findByLabelText('Su nombre'), 'María López');
  await userEvent.type(screen.getByLabelText('Su correo electrónico'), 'maria@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
  const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
  await userEvent.type(await screen.findByLabelText('Número de tarjeta'), testCards.succeeds.number);
  await userEvent.type(screen.getByLabelText('Fecha de vencimiento (MM / AA)'), `12${nextYear}`);
  await userEvent.type(screen.getByLabelText('Código de seguridad (CVC)'), '123');

  await userEvent.click(screen.getByRole('button', { name: 'Pagar $10.00' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(spanishCoolDown);
  await userEvent.click(screen.getByRole('button', { name: 'Pagar $10.00' }));
  expect(
    await screen.findByText('Demasiados intentos de pago desde aquí; por favor, inténtelo más tarde'),
  ).toHaveAttribute('role', 'alert');
});
