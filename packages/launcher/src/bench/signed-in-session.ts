import puppeteer from 'puppeteer-core';
import { demoAccounts, type DemoAccount } from './sign-in';

/** Where @church/auth keeps the session (zustand persist: `church-session`, version 1). */
const SESSION_KEY = 'church-session';

/**
 * What the browser holds when a signed-in page is measured. `cold`: nothing but the session, every
 * script comes from the network. `warm`: what signing in on the site leaves behind: the home page
 * was drawn signed in and the shell fetched the session's area ahead, as it does after a sign-in;
 * the page's own remote may still be missing. A member reaches a signed-in page through the site,
 * so `warm` is that visit; `cold` is the first signed-in page after the site's cache was emptied.
 */
export type SignedInCache = 'cold' | 'warm';

/**
 * Signs `account` in through the API and leaves the session where the site's auth client keeps
 * it, in the browser Lighthouse drives; empties the HTTP cache, and for a `warm` run visits the
 * home page signed in and waits until its fetching (the area fetched ahead included) is over.
 */
export async function prepareSignedInRun(
  chromePort: number,
  siteUrl: string,
  account: DemoAccount,
  cache: SignedInCache,
): Promise<void> {
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
    if (cache === 'warm') {
      await page.goto(`${siteUrl}/`, { waitUntil: 'load' });
      // The area is fetched ahead once the browser is idle (up to 2 s after the page's start).
      await page.waitForNetworkIdle({ idleTime: 2_500, timeout: 60_000 });
    }
    await page.close();
  } finally {
    await browser.disconnect();
  }
}
