import { useState } from 'react';
import { toast } from '@church/http/toast';
import { givingMessages, timings } from '@church/contracts';
import { Button } from '@church/ui';
import { createOneTimeGiving } from '../api/create-one-time-giving';
import { givingCreated, goToStep, isCurrentRun, useWizardStore } from '../stores/wizard-store';
import { DesignationsSummary } from './designations-summary';
import { translate, useTranslate } from '../../../i18n/catalogues';
import styles from './wizard.module.css';
import { WizardStep } from './wizard-step';

/** Confirm creates the member's pending gift; the payment step pays it. */
export function OneTimeConfirmationStep() {
  const designations = useWizardStore((state) => state.designations);
  const [submitting, setSubmitting] = useState(false);
  const { t } = useTranslate();

  const confirm = async () => {
    const { run } = useWizardStore.getState();
    setSubmitting(true);
    try {
      const giving = await createOneTimeGiving({ designations });
      if (isCurrentRun(run)) givingCreated(giving);
    } catch {
      toast.error(translate(givingMessages.oneTimeFailed), { duration: timings.longToastMs });
      setSubmitting(false);
    }
  };

  return (
    <WizardStep heading={t('giving.wizard.confirmation')}>
      <p className={styles.hint}>{t('giving.confirmation.checkGift')}</p>
      <DesignationsSummary designations={designations} />
      <div className={styles.actions}>
        <Button variant="secondary" disabled={submitting} onClick={() => goToStep('designations')}>
          {t('giving.common.back')}
        </Button>
        <Button loading={submitting} onClick={confirm}>
          {t('giving.common.confirm')}
        </Button>
      </div>
    </WizardStep>
  );
}
