import { ChurchSettingsSchema, REFUND_WINDOW_DAYS, type ChurchSettings } from '@church/contracts';
import { Button, FormTextField, useValibotForm } from '@church/ui';
import { useSaveChurchSettings } from '../api/save-church-settings';
import styles from './church-settings.module.css';

/** The church's choices about sign-in and refunds; the server checks them again. */
export function ChurchSettingsForm({ settings }: { settings: ChurchSettings }) {
  const save = useSaveChurchSettings();
  const form = useValibotForm(ChurchSettingsSchema, settings);
  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync(values).then(
      (saved) => form.reset(saved),
      () => undefined,
    );
  });
  return (
    <form className="ui-form" noValidate onSubmit={submit}>
      <fieldset className={styles.fieldset}>
        <legend>Two-step sign-in</legend>
        <label className={styles.check}>
          <input type="checkbox" role="switch" {...form.register('twoFactorForStaff')} />
          Require two-step sign-in for staff
          <span className={styles.hint}>Admins, and every role holding Givings, Members, Roles or Reports.</span>
        </label>
        <label className={styles.check}>
          <input type="checkbox" role="switch" {...form.register('twoFactorForEveryone')} />
          Require two-step sign-in for everyone
        </label>
      </fieldset>
      <FormTextField
        form={form}
        name="refundWindowDays"
        label="Refund window in days"
        type="number"
        inputMode="numeric"
        min={REFUND_WINDOW_DAYS.min}
        max={REFUND_WINDOW_DAYS.max}
        rules={{ valueAsNumber: true }}
        aria-describedby="refund-window-hint"
      />
      <p id="refund-window-hint" className={styles.hint}>
        How long after giving a member may refund a gift themselves. Never after their year-end statement was sent.
      </p>
      <div className={styles.actions}>
        <Button type="submit" loading={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
          Save
        </Button>
      </div>
    </form>
  );
}
