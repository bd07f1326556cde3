import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, tokenOf } from '../src/accounts';
import { siteHeader } from '../src/page-parts';

// A visitor on a phone taps Watch Live: the service while it is on, else when the next one starts.
test.use({ viewport: { width: 390, height: 844 } });

const CHURCH_ZONE = 'America/Chicago';
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The weekday (0 is Sunday) and the HH:mm of an instant on the church's clock. */
function onChurchClock(at: Date): { day: number; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: CHURCH_ZONE,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { day: WEEKDAYS.indexOf(parts.weekday!), time: `${parts.hour}:${parts.minute}` };
}

/** The admin's stream: one weekly hour starting at `startsAt` (or none). */
async function setStream(request: APIRequestContext, startsAt: Date | null) {
  const token = await tokenOf(request, DEMO.admin);
  const response = await request.put('/api/live-stream/settings', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      url: startsAt ? 'https://www.youtube.com/watch?v=abcdef12' : '',
      useServiceTimes: !startsAt,
      times: startsAt ? [{ ...onChurchClock(startsAt), name: 'Morning worship' }] : [],
      durationMinutes: 60,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test.afterEach(({ request }) => setStream(request, null));

test('with a live schedule that covers now, Watch Live shows the player; otherwise the countdown', async ({
  page,
  request,
}) => {
  await setStream(request, new Date(Date.now() - 5 * 60_000));
  await page.goto('/');
  // The home page the server drew says so, without code of its own.
  await expect(page.getByRole('link', { name: 'Live now: Morning worship' })).toBeVisible();
  await siteHeader(page).getByRole('button', { name: 'Site menu' }).click();
  await siteHeader(page).getByRole('link', { name: 'Watch Live' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Live now: Morning worship' })).toBeVisible();
  await expect(page.getByTitle('Live stream: Morning worship')).toHaveAttribute(
    'src',
    'https://www.youtube.com/embed/abcdef12',
  );

  await setStream(request, new Date(Date.now() + 3 * 60 * 60_000));
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Next live service' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^Starts in (2 hours and 5\d minutes|3 hours and 0 minutes)$/);
  await expect(page.getByText(/^Meanwhile, watch the latest sermon:/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Live now: Morning worship' })).toHaveCount(0);
});
