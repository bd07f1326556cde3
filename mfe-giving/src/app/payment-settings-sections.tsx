import { useSession } from '@church/auth';
import { useQueryClient } from '@church/query';
import { PendingBankVerifications } from '@church/ui/bank-verification';
import { SavedCardsSection } from '../features/payment-methods/components/saved-cards-section';
import { RecurringGiftsSection } from '../features/recurring-gifts/components/recurring-gifts-section';
import { savedCardsKey } from '../lib/saved-cards/api/get-saved-cards';
import styles from './payment-settings-page.module.css';

/**
 * The saved cards, a bank account still waiting for its micro-deposits (decision 0109), and the
 * monthly gifts, in a chunk of their own (payment-settings-page.tsx).
 */
export default function PaymentSettingsSections() {
  const userId = useSession((state) => state.session?.userId ?? null);
  const queryClient = useQueryClient();
  return (
    <>
      <SavedCardsSection className={styles.section} />
      <PendingBankVerifications
        kind="account"
        userId={userId}
        className={styles.section}
        onVerified={() => queryClient.invalidateQueries({ queryKey: savedCardsKey })}
      />
      <RecurringGiftsSection className={styles.section} />
    </>
  );
}
