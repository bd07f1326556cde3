import { useSession } from '@church/auth';
import type { BankAccountHolder } from '../card-payments/card-payments.types';

/**
 * Who holds the account Stripe's dialog collects: the signed-in member, else the donor the
 * anonymous wizard was told about.
 */
export function useBankAccountHolder(donor?: { donorName: string; donorEmail: string }): BankAccountHolder {
  const user = useSession((state) => state.session?.user);
  if (user) return { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email };
  return { name: donor?.donorName ?? '', ...(donor?.donorEmail ? { email: donor.donorEmail } : {}) };
}
