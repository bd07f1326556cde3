import { ChurchSettingsSchema, REFUND_WINDOW_DAYS, TAX_WORDING_MAX, type ChurchSettings } from '@church/contracts';
import { Button, FormTextArea, FormTextField, useValibotForm } from '@church/ui';
import { useSaveChurchSettings } from '../api/save-church-settings';
import styles from './church-settings.module.css';
import { useTranslate } from '../../../i18n/catalogues';

/** The church's choices about sign-in, refunds and its receipts' tax wording; the server checks them again. */
export function ChurchSettingsForm({ settings }: { settings: ChurchSettings }) {
  const { t } = useTranslate();
  const save = useSaveChurchSettings();
  const form = useValibotForm(ChurchSettingsSchema, settings);
  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync(values).then(
      // The tax wording's key always there, as its field keeps it: a saved form is not dirty.
      (saved) => form.reset({ taxWording: undefined, ...saved }),
      () => undefined,
    );
  });
  return (
    <form className="ui-form" noValidate onSubmit={submit}>
      <fieldset className={styles.fieldset}>
        <legend>{t('dashboard.churchSettings.twoStep')}</legend>
        <label className={styles.check}>
          <input type="checkbox" role="switch" {...form.register('twoFactorForStaff')} />
          {t('dashboard.churchSettings.forStaff')}
          <span className={styles.hint}>{t('dashboard.churchSettings.staffHint')}</span>
        </label>
        <label className={styles.check}>
          <input type="checkbox" role="switch" {...form.register('twoFactorForEveryone')} />
          {t('dashboard.churchSettings.forEveryone')}
        </label>
      </fieldset>
      <FormTextField
        form={form}
        name="refundWindowDays"
        label={t('dashboard.churchSettings.refundWindow')}
        type="number"
        inputMode="numeric"
        min={REFUND_WINDOW_DAYS.min}
        max={REFUND_WINDOW_DAYS.max}
        rules={{ valueAsNumber: true }}
        aria-describedby="refund-window-hint"
      />
      <p id="refund-window-hint" className={styles.hint}>
        {t('dashboard.churchSettings.refundHint')}
      </p>
      <FormTextArea
        form={form}
        name="taxWording"
        label={t('dashboard.churchSettings.taxWording')}
        rows={4}
        maxLength={TAX_WORDING_MAX}
        aria-describedby="tax-wording-hint"
      />
      <p id="tax-wording-hint" className={styles.hint}>
        {t('dashboard.churchSettings.taxWordingHint')}
      </p>
      <div className={styles.actions}>
        <Button type="submit" loading={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
          {t('dashboard.churchSettings.save')}
        </Button>
      </div>
    </form>
  );
}
