import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../src/axe';
import { documentMarker, HOME_HEADING, markDocument, siteHeader } from '../src/page-parts';

// Issue 31: a visitor's browser language picks the first one; the switch changes the page at
// once, without a reload, and the choice survives one.
const SPANISH_HEADING = 'Un lugar para pertenecer, creer y crecer';

test.use({ locale: 'es-MX', extraHTTPHeaders: { 'accept-language': 'es-MX,es;q=0.9' } });

test('a Spanish browser gets the home page in Spanish; English, once chosen, stays', async ({ page }) => {
  // Three axe runs on the way.
  test.slow();
  // Drawn on the server in Spanish, `<html lang>` included, before any script runs.
  const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('<html lang="es">');
  expect(html).toContain(SPANISH_HEADING);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: SPANISH_HEADING })).toBeVisible();
  await expect(siteHeader(page).getByRole('button', { name: 'Ofrendar', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // The main dialogs in Spanish pass axe too (accessibility.spec.ts checks them in English).
  await siteHeader(page).getByRole('button', { name: 'Ofrendar', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Ofrendas' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'dialog[open]');
  await page.keyboard.press('Escape');
  await siteHeader(page).getByRole('button', { name: 'Únase' }).click();
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' }).getByLabel('Correo electrónico')).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'dialog[open]');
  await page.keyboard.press('Escape');
  await siteHeader(page).getByRole('button', { name: 'Únase' }).click();
  await page.locator('header').getByRole('button', { name: 'Registrarse', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Registrarse' }).getByLabel('Estado')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'dialog[open]');
  await page.keyboard.press('Escape');

  await markDocument(page);
  await siteHeader(page).getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  await expect(siteHeader(page).getByRole('button', { name: 'Give', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await documentMarker(page)).toBe('still-here');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
