import { useForm } from 'react-hook-form';
import { toast } from '@church/http/toast';
import * as v from 'valibot';
import { AnonymousGivingSchema, givingMessages, timings } from '@church/contracts';
import { Button, TextField, valibotFormResolver } from '@church/ui';
import { createAnonymousGiving } from '../api/create-anonymous-giving';
import { donorEdited, givingCreated, goToStep, isCurrentRun, useWizardStore, type Donor } from '../stores/wizard-store';
import { DesignationsSummary } from './designations-summary';
import { translate, useTranslate } from '../../../i18n/catalogues';
import styles from './wizard.module.css';
import { WizardStep } from './wizard-step';

const DonorSchema = v.pick(AnonymousGivingSchema, ['donorName', 'donorEmail']);

/** The gift and who gives it: an anonymous gift needs the donor's name and e-mail. */
export function AnonymousConfirmationStep() {
  const designations = useWizardStore((state) => state.designations);
  const donor = useWizardStore((state) => state.donor);
  const { register, handleSubmit, formState, getValues } = useForm<Donor>({
    resolver: valibotFormResolver(DonorSchema),
    defaultValues: donor,
  });
  const { t } = useTranslate();

  const submit = handleSubmit(async (values) => {
    const { run } = useWizardStore.getState();
    donorEdited(values);
    try {
      const giving = await createAnonymousGiving({ designations, ...values });
      if (isCurrentRun(run)) givingCreated(giving);
    } catch {
      toast.error(translate(givingMessages.oneTimeFailed), { duration: timings.longToastMs });
    }
  });

  const back = () => {
    donorEdited(getValues());
    goToStep('designations');
  };

  return (
    <WizardStep heading={t('giving.wizard.confirmation')}>
      <DesignationsSummary designations={designations} />
      <form className="ui-form" noValidate onSubmit={submit}>
        <p className={styles.hint}>{t('giving.confirmation.receiptHint')}</p>
        <TextField
          label={t('giving.confirmation.yourName')}
          autoComplete="name"
          error={formState.errors.donorName?.message}
          {...register('donorName')}
        />
        <TextField
          label={t('giving.confirmation.yourEmail')}
          type="email"
          autoComplete="email"
          error={formState.errors.donorEmail?.message}
          {...register('donorEmail')}
        />
        <div className={styles.actions}>
          <Button variant="secondary" disabled={formState.isSubmitting} onClick={back}>
            {t('giving.common.back')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {t('giving.common.confirm')}
          </Button>
        </div>
      </form>
    </WizardStep>
  );
}
