import { sandboxTestCards } from '@church/contracts';
import { useCardPayments } from '../hooks/use-card-payments';
import { formatCardNumber } from '../utils/sandbox-card-check';
import styles from './sandbox-mode-notice.module.css';

/** Tells the user (and a tester) that no real money moves and which test cards do what; nothing in Stripe mode. */
export function SandboxModeNotice() {
  const { mode } = useCardPayments();
  if (mode !== 'sandbox') return null;
  return (
    <p role="note" className={`ui-notice ${styles.notice}`}>
      <strong>Sandbox mode:</strong> no real money moves. Test cards: {formatCardNumber(sandboxTestCards.succeeds)}{' '}
      succeeds, {formatCardNumber(sandboxTestCards.declined)} is declined,{' '}
      {formatCardNumber(sandboxTestCards.requiresAuthentication)} asks for authentication. Any future expiry date and
      any CVC will do.
    </p>
  );
}
