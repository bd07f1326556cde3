import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.2 AA rule set (and the levels below it) the site is held to. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits for every animation that ends (a toast fading in, a dialog sliding up) to end: axe reads
 * colours as drawn, and a half-faded toast is measured against the page behind it. Endless ones
 * (spinners) are left running.
 */
async function finiteAnimationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs axe on what the page shows now (optionally only inside `include`, e.g. an open dialog)
 * and fails on any serious or critical violation, naming each rule and the nodes it found.
 */
export async function expectNoSeriousA11yViolations(page: Page, include?: string): Promise<void> {
  await finiteAnimationsSettled(page);
  // Toasts come and go on their own clock: one fading out while axe reads it measures as
  // half-transparent text. Their colours are the toast library's fixed dark-on-white.
  // '.app-toasts' is `toasterClassName` of @church/ui's app-toaster.
  let builder = new AxeBuilder({ page }).withTags(WCAG_AA).exclude('.app-toasts');
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
  expect(serious, `axe found serious or critical violations on ${page.url()}`).toEqual([]);
}
