import type { AreaPageProps } from '@church/areas';
import { SavedCardsSection } from '../features/payment-methods/components/saved-cards-section';
import { RecurringGiftsSection } from '../features/recurring-gifts/components/recurring-gifts-section';
import styles from './payment-settings-page.module.css';

/**
 * Payment Settings, one page in both areas (/account/payment-settings for members,
 * /dashboard/payment-settings for admins): the saved cards and the monthly gifts. The area's
 * layout is around it.
 */
export default function PaymentSettingsPage(_props: AreaPageProps) {
  return (
    <section className="ui-page">
      <h1>Payment Settings</h1>
      <p className={styles.intro}>The cards you keep for giving, and your monthly gifts.</p>
      <SavedCardsSection className={styles.section} />
      <RecurringGiftsSection className={styles.section} />
    </section>
  );
}
