import type { ReactNode } from 'react';
import { Button } from '@church/ui';
import { restartFlow } from '../stores/wizard-store';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './wizard.module.css';
import { WizardStep } from './wizard-step';

interface PaymentSuccessStepProps {
  children: ReactNode;
  /** 'Give again' or 'Set up another recurring gift': the flow again from its first step. */
  againLabel: string;
  onClose: () => void;
}

export function PaymentSuccessStep({ children, againLabel, onClose }: PaymentSuccessStepProps) {
  const { t } = useTranslate();
  return (
    <WizardStep heading={t('giving.success.heading')}>
      <div className={styles.success}>{children}</div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={restartFlow}>
          {againLabel}
        </Button>
        <Button onClick={onClose}>{t('giving.common.done')}</Button>
      </div>
    </WizardStep>
  );
}
