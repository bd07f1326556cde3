import { SavedCardsSection } from '../features/payment-methods/components/saved-cards-section';
import { RecurringGiftsSection } from '../features/recurring-gifts/components/recurring-gifts-section';
import styles from './payment-settings-page.module.css';

/** The saved cards and the monthly gifts, in a chunk of their own (payment-settings-page.tsx). */
export default function PaymentSettingsSections() {
  return (
    <>
      <SavedCardsSection className={styles.section} />
      <RecurringGiftsSection className={styles.section} />
    </>
  );
}
