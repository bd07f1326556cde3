import { lazy, Suspense } from 'react';
import type { AreaPageProps } from '@church/areas';
import { Spinner, usePainted } from '@church/ui';
import { useTranslate } from '../i18n/catalogues';
import styles from './payment-settings-page.module.css';

// The sections' code (the gifts' table, the cards, the card form) is three quarters of the
// page's; the heading and the intro, the page's largest paint, are drawn without waiting for
// it (issue 36: this page's largest paint was the slowest of the signed-in pages), and it is
// asked for once they have painted, so a phone's bandwidth goes to them first (decision 0110).
const PaymentSettingsSections = lazy(() => import('./payment-settings-sections'));

/**
 * Payment Settings, one page in both areas (/account/payment-settings for members,
 * /dashboard/payment-settings for admins): the saved cards and the monthly gifts. The area's
 * layout is around it.
 */
export default function PaymentSettingsPage(_props: AreaPageProps) {
  const { t } = useTranslate();
  const painted = usePainted();
  return (
    <section className="ui-page">
      <h1>{t('giving.paymentSettings.title')}</h1>
      <p className={styles.intro}>{t('giving.paymentSettings.intro')}</p>
      {painted ? (
        <Suspense fallback={<Spinner />}>
          <PaymentSettingsSections />
        </Suspense>
      ) : (
        <Spinner />
      )}
    </section>
  );
}
