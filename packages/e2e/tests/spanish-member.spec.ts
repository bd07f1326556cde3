import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, linkFromLatestEmail, signInAs, tokenOf } from '../src/accounts';
import { expectNoSeriousA11yViolations } from '../src/axe';
import { TEST_CARDS } from '../src/giving';
import { siteHeader } from '../src/page-parts';

// Issue 31: a signed-in member's language is kept on their account, so it follows them to
// another device, and the e-mails written to them come in it. Every browser here reads English.
const englishBrowser = { locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en-US,en;q=0.9' } };
test.use(englishBrowser);

const password = 'Lucia2026';

/** A new member (the demo ones stay in English for the other specs), registered and confirmed. */
async function registerMember(request: APIRequestContext, email: string) {
  const registered = await request.post('/api/account/register', {
    data: {
      firstName: 'Lucía',
      lastName: 'Ramos',
      email,
      phoneNumber: '+13165550179',
      password,
      confirmPassword: password,
      address: { streetAddress: '12 Oak St', city: 'Wichita', stateId: 17, zipCode: '67202' },
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const link = await linkFromLatestEmail(request, email, /confirm/i);
  const token = new URL(link, 'http://x').searchParams.get('token');
  expect((await request.post('/api/account/confirm-email', { data: { token } })).ok()).toBe(true);
}

/** The newest e-mail to `to` whose subject matches, from the outbox (read as an admin). */
async function latestEmail(request: APIRequestContext, to: string, subject: RegExp) {
  const token = await tokenOf(request, DEMO.admin);
  let found: { subject: string; text: string } | undefined;
  await expect(async () => {
    const response = await request.get('/api/outbox?take=50', { headers: { Authorization: `Bearer ${token}` } });
    const messages = (await response.json()) as { to: string; subject: string; text: string }[];
    found = messages.find((message) => message.to === to && subject.test(message.subject));
    expect(found, `an e-mail to ${to} with the subject ${subject}`).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return found as { subject: string; text: string };
}

test('a member who chose Spanish gets the site in Spanish on a fresh browser, and a Spanish reset e-mail', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const email = `e2e-spanish-${Date.now()}@example.com`;
  await registerMember(request, email);

  // On one device: Español in the header switches the account page at once and keeps the choice.
  await signInAs(page, { email, password });
  await page.goto('/account/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  const stored = page.waitForResponse(
    (response) => response.url().endsWith('/api/users/current/language') && response.request().method() === 'PUT',
  );
  await siteHeader(page).getByRole('button', { name: 'Español' }).click();
  expect((await stored).ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración de la cuenta' })).toBeVisible();

  // Another device, an English browser that never saw the choice: the session the sign-in
  // answers names the member's language, and the site follows it.
  const otherDevice = await browser.newContext(englishBrowser);
  const fresh = await otherDevice.newPage();
  await fresh.goto('/');
  await expect(fresh.locator('html')).toHaveAttribute('lang', 'en');
  await signInAs(fresh, { email, password });
  await fresh.goto('/account/settings');
  await expect(fresh.getByRole('heading', { level: 1, name: 'Configuración de la cuenta' })).toBeVisible();
  await expect(fresh.getByRole('heading', { level: 2, name: 'Perfil' })).toBeVisible();
  await expect(fresh.locator('html')).toHaveAttribute('lang', 'es');
  await otherDevice.close();

  // The reset e-mail is written in the member's language, whatever language asked for it.
  const asked = await request.post('/api/account/send-forgot-password-email', { data: { email } });
  expect(asked.status()).toBe(204);
  const mail = await latestEmail(request, email, /contraseña/);
  expect(mail.subject).toMatch(/^Restablezca su contraseña de /);
  expect(mail.text).toContain('Hola, Lucía:');
  expect(mail.text).toContain('Elegir una contraseña nueva');
});

test('a member whose language is Spanish gives once in Spanish (axe on every step) and gets a Spanish receipt', async ({
  page,
  request,
}) => {
  // A registration and four axe runs.
  test.setTimeout(120_000);
  const email = `e2e-receipt-${Date.now()}@example.com`;
  await registerMember(request, email);
  const token = await tokenOf(request, { email, password });
  const chosen = await request.put('/api/users/current/language', {
    headers: { Authorization: `Bearer ${token}` },
    data: { language: 'es' },
  });
  expect(chosen.status()).toBe(204);

  // An English browser: the account's language decides.
  await signInAs(page, { email, password });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await siteHeader(page).getByRole('button', { name: 'Ofrendar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Ofrendas' });
  await dialog.getByRole('button', { name: 'Donar una vez' }).click();
  const checkDialog = () => expectNoSeriousA11yViolations(page, 'dialog[open]');

  await dialog.getByLabel('Monto ($)').fill('12.50');
  await dialog.getByLabel('Tipo de donación').selectOption({ label: 'Tithe' });
  await expect(dialog.getByText('Total: $12.50')).toBeVisible();
  await checkDialog();
  await dialog.getByRole('button', { name: 'Continuar al pago' }).click();

  await expect(dialog.getByRole('button', { name: 'Confirmar' })).toBeVisible();
  await checkDialog();
  await dialog.getByRole('button', { name: 'Confirmar' }).click();

  await dialog.getByLabel('Número de tarjeta').fill(TEST_CARDS.succeeds);
  await dialog.getByLabel('Fecha de vencimiento (MM / AA)').fill('12 / 34');
  await dialog.getByLabel('Código de seguridad (CVC)').fill('123');
  await checkDialog();
  await dialog.getByRole('button', { name: 'Pagar $12.50' }).click();

  await expect(dialog.getByRole('heading', { name: '¡Gracias!' })).toBeVisible();
  await checkDialog();

  // The receipt, written when the payment is confirmed, in the member's language.
  const receipt = await latestEmail(request, email, /recibo/);
  expect(receipt.subject).toBe('Su recibo de donación de Cornerstone Community Church');
  expect(receipt.text).toContain('Gracias por su donación única de $12.50');
  expect(receipt.text).toContain('Tithe: $12.50');

  // The prayer request dialog in Spanish too.
  await page.keyboard.press('Escape');
  await page.locator('main').getByRole('button', { name: 'Petición de oración' }).first().click();
  const prayer = page.getByRole('dialog', { name: 'Petición de oración' });
  await expect(prayer.getByLabel('Mi petición de oración')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'dialog[open]');
});
