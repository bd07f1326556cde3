import { expect, test } from '@playwright/test';

// A visitor abroad: Tokyo is 15 hours ahead of the church in winter, 14 in summer, so a time
// shown in the browser's own zone would read in the evening, often of the next day.
test.use({ timezoneId: 'Asia/Tokyo' });

test("events show the church's time, not the visitor's: the 7:30 AM breakfast reads 07:30 AM", async ({ page }) => {
  await page.goto('/events');
  const breakfast = page.locator('main article').filter({ hasText: "Men's Breakfast" });
  await expect(breakfast).toBeVisible();
  await expect(breakfast.locator('time').first()).toHaveText(/^\d{2}\.\d{2}\.\d{4} 07:30 AM$/);
  // The page really runs in Tokyo time: the browser's own clock would say otherwise.
  const tokyoHour = await breakfast
    .locator('time')
    .first()
    .evaluate((time) => new Date(time.getAttribute('datetime') ?? '').getHours());
  expect(tokyoHour).not.toBe(7);
});
