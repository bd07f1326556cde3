import { Button, Modal } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './sandbox-authentication-dialog.module.css';

interface SandboxAuthenticationDialogProps {
  onAnswer: (approve: boolean) => void;
}

/**
 * The sandbox's stand-in for the bank's 3-D Secure step: the user decides whether the
 * authentication succeeds. Closing it (Escape, ×, the backdrop) fails it, as closing Stripe's
 * frame does. Escape stops here, so a gift wizard around it stays open.
 */
export function SandboxAuthenticationDialog({ onAnswer }: SandboxAuthenticationDialogProps) {
  const { t } = useTranslate();
  return (
    <div
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.stopPropagation();
      }}
    >
      <Modal title={t('giving.sandbox.authTitle')} onClose={() => onAnswer(false)}>
        <p>{t('giving.sandbox.authText')}</p>
        <div className={styles.actions}>
          <Button onClick={() => onAnswer(true)}>{t('giving.sandbox.complete')}</Button>
          <Button variant="secondary" onClick={() => onAnswer(false)}>
            {t('giving.sandbox.fail')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
