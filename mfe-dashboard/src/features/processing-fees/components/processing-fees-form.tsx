import { ProcessingFeeRatesSchema, type ProcessingFeeRates } from '@church/contracts';
import { Button, FormTextField, useValibotForm } from '@church/ui';
import { useSaveProcessingFees } from '../api/save-processing-fees';
import styles from './processing-fees.module.css';
import { useTranslate } from '../../../i18n/catalogues';

/**
 * The rates a donor covers with 'Add $X to cover processing fees': a card's percentage plus a
 * fixed amount, a bank payment's percentage up to a cap (0: none). The server checks them again
 * and computes every fee from them.
 */
export function ProcessingFeesForm({ rates }: { rates: ProcessingFeeRates }) {
  const { t } = useTranslate();
  const save = useSaveProcessingFees();
  const form = useValibotForm(ProcessingFeeRatesSchema, rates);
  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync(values).then(
      (saved) => form.reset(saved),
      () => undefined,
    );
  });
  const field = (name: keyof ProcessingFeeRates, label: string, max: number) => (
    <FormTextField
      form={form}
      name={name}
      label={label}
      type="number"
      inputMode="decimal"
      min={0}
      max={max}
      step={0.01}
      rules={{ valueAsNumber: true }}
    />
  );
  return (
    <form className="ui-form" noValidate onSubmit={submit} aria-labelledby="processing-fees-heading">
      <p className={styles.hint}>{t('dashboard.processingFees.hint')}</p>
      {field('cardPercent', t('dashboard.processingFees.cardPercent'), 10)}
      {field('cardFixed', t('dashboard.processingFees.cardFixed'), 50)}
      {field('bankPercent', t('dashboard.processingFees.bankPercent'), 10)}
      {field('bankCap', t('dashboard.processingFees.bankCap'), 50)}
      <div className={styles.actions}>
        <Button type="submit" loading={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
          {t('dashboard.processingFees.save')}
        </Button>
      </div>
    </form>
  );
}
