import { areaPagePath, areas, type Area } from '@church/areas';
import type { Session } from '@church/auth';

/** The area a signed-in user has: members the account, admins the dashboard. */
export function areaOf(session: Session | null): Area | null {
  if (areas.account.canEnter(session)) return 'account';
  if (areas.dashboard.canEnter(session)) return 'dashboard';
  return null;
}

/** Where Payment Settings (saved cards and recurring gifts) is in an area, from the site table. */
export const paymentSettingsPath = (area: Area): string | null => areaPagePath(area, 'payment-settings');
