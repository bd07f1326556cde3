import { twoStepStaffActions } from '@church/contracts';
import type { ChurchSettings } from '@church/contracts';
import { isAdmin } from '../../lib/permissions';

/**
 * Whether the church requires a second factor of someone with these grants: everyone, or
 * (the staff setting) Admin and whoever holds an action that moves money or sees members.
 */
export function twoStepRequired(
  settings: Pick<ChurchSettings, 'twoFactorForStaff' | 'twoFactorForEveryone'>,
  grants: { roles: string[]; allowedActions: string[] },
): boolean {
  if (settings.twoFactorForEveryone) return true;
  if (!settings.twoFactorForStaff) return false;
  return (
    isAdmin(grants) ||
    grants.allowedActions.some((action) => (twoStepStaffActions as readonly string[]).includes(action))
  );
}
