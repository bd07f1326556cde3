import puppeteer from 'puppeteer-core';
import { demoAccounts, type DemoAccount } from './sign-in';

/** Where @church/auth keeps the session (zustand persist: `church-session`, version 1). */
const SESSION_KEY = 'church-session';

/**
 * Signs `account` in through the API and leaves the session where the site's auth client keeps
 * it, in the browser Lighthouse drives; then empties the HTTP cache, so a signed-in run still
 * loads every script from the network like a first visit of the day.
 */
export async function prepareSignedInRun(chromePort: number, siteUrl: string, account: DemoAccount): Promise<void> {
  const response = await fetch(`${siteUrl}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoAccounts[account]),
  });
  if (!response.ok) throw new Error(`signing in as ${account}: ${response.status} ${await response.text()}`);
  const stored = JSON.stringify({ state: { session: await response.json() }, version: 1 });

  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const page = await browser.newPage();
    // Any page of the site's origin holds its storage; the health answer is the smallest.
    await page.goto(`${siteUrl}/api/health`);
    // Runs in the page: its localStorage, not Node's.
    await page.evaluate(
      (key, value) =>
        (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage.setItem(
          key,
          value,
        ),
      SESSION_KEY,
      stored,
    );
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.disconnect();
  }
}
