import { areas, pagesOf, type Area } from '@church/areas';
import type { Session } from '@church/auth';

/** The area a signed-in user has: members the account, admins the dashboard. */
export function areaOf(session: Session | null): Area | null {
  if (areas.account.canEnter(session)) return 'account';
  if (areas.dashboard.canEnter(session)) return 'dashboard';
  return null;
}

/**
 * Where Payment Settings (saved cards and recurring gifts) is in an area, read from the one
 * table of pages rather than written out again here.
 */
export function paymentSettingsPath(area: Area): string | null {
  const found = pagesOf(area).find(({ page }) => page.remote === 'mfe_giving' && page.exposed === 'payment-settings');
  return found ? `${areas[area].prefix}/${found.placement.path}` : null;
}
