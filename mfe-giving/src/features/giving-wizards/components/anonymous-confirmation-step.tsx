import { useForm } from 'react-hook-form';
import { toast } from '@church/http/toast';
import * as v from 'valibot';
import { AnonymousGivingSchema, givingMessages, timings } from '@church/contracts';
import { Button, TextField, valibotFormResolver } from '@church/ui';
import { createAnonymousGiving } from '../api/create-anonymous-giving';
import { donorEdited, givingCreated, goToStep, isCurrentRun, useWizardStore, type Donor } from '../stores/wizard-store';
import { DesignationsSummary } from './designations-summary';
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

  const submit = handleSubmit(async (values) => {
    const { run } = useWizardStore.getState();
    donorEdited(values);
    try {
      const giving = await createAnonymousGiving({ designations, ...values });
      if (isCurrentRun(run)) givingCreated(giving);
    } catch {
      toast.error(givingMessages.oneTimeFailed, { duration: timings.longToastMs });
    }
  });

  const back = () => {
    donorEdited(getValues());
    goToStep('designations');
  };

  return (
    <WizardStep heading="Confirmation">
      <DesignationsSummary designations={designations} />
      <form className="ui-form" noValidate onSubmit={submit}>
        <p className={styles.hint}>We send the receipt to this address. You do not need an account.</p>
        <TextField
          label="Your name"
          autoComplete="name"
          error={formState.errors.donorName?.message}
          {...register('donorName')}
        />
        <TextField
          label="Your email"
          type="email"
          autoComplete="email"
          error={formState.errors.donorEmail?.message}
          {...register('donorEmail')}
        />
        <div className={styles.actions}>
          <Button variant="secondary" disabled={formState.isSubmitting} onClick={back}>
            Back
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            Confirm
          </Button>
        </div>
      </form>
    </WizardStep>
  );
}
