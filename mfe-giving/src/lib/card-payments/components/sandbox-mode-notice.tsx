import { sandboxTestCards } from '@church/contracts';
import { useCardPayments } from '../hooks/use-card-payments';
import { formatCardNumber } from '../utils/sandbox-card-check';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './sandbox-mode-notice.module.css';

/** Tells the user (and a tester) that no real money moves and which test cards do what; nothing in Stripe mode. */
export function SandboxModeNotice() {
  const { mode } = useCardPayments();
  const { t } = useTranslate();
  if (mode !== 'sandbox') return null;
  return (
    <p role="note" className={`ui-notice ${styles.notice}`}>
      <strong>{t('giving.sandbox.mode')}</strong>{' '}
      {t('giving.sandbox.notice', {
        succeeds: formatCardNumber(sandboxTestCards.succeeds),
        declined: formatCardNumber(sandboxTestCards.declined),
        authentication: formatCardNumber(sandboxTestCards.requiresAuthentication),
      })}
    </p>
  );
}
