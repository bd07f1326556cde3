import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import {
  PledgeInputSchema,
  givingLimits,
  pledgeFrequencies,
  pledgeInstallments,
  type PledgeFrequency,
  type PledgeInput,
} from '@church/contracts';
import { Button } from '../button';
import { FormSelect } from '../form/form-select';
import { FormTextField } from '../form/form-text-field';
import { useValibotForm } from '../form/use-valibot-form';
import { churchDay } from '../format/format-date';
import { formatMoney } from '../format/format-money';
import { useTranslate } from './i18n/catalogues';
import styles from './pledge-form.module.css';

const frequencyLabels: Record<PledgeFrequency, string> = {
  once: 'ui.pledge.once',
  weekly: 'ui.pledge.weekly',
  'every-two-weeks': 'ui.pledge.everyTwoWeeks',
  monthly: 'ui.pledge.monthly',
  quarterly: 'ui.pledge.quarterly',
};

interface PledgeFormProps {
  /** The campaign's first and last days (church days, 'YYYY-MM-DD'). */
  campaign: { startsOn: string; endsOn: string };
  /** The pledge being changed, if any. */
  pledge?: PledgeInput | null;
  /** Saves it; the caller shows what follows (a refusal is the shared client's toast). */
  onSubmit: (values: PledgeInput) => Promise<unknown>;
  submitLabel: string;
  /** Buttons before the submit button (Cancel, Back to options). */
  actions?: ReactNode;
  /** The buttons at the end of the row (in a dialog) rather than at its start (on a page). */
  actionsAtEnd?: boolean;
  /** The form's name: its own label, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
}

/**
 * A pledge (decision 0090: a promise, not a payment), on a campaign's page and in the Giving
 * dialog: each gift's amount and how often, with the whole promise counted as the server will
 * (each gift from today, or the campaign's first day, through its last). The contract's rules
 * are the server's.
 */
export function PledgeForm(props: PledgeFormProps) {
  const { campaign, pledge, onSubmit, submitLabel, actions, actionsAtEnd, label, labelledBy } = props;
  const { t } = useTranslate();
  const form = useValibotForm(PledgeInputSchema, {
    amount: pledge?.amount,
    frequency: pledge?.frequency ?? 'once',
  });
  const [amount, frequency] = useWatch({ control: form.control, name: ['amount', 'frequency'] });
  const today = churchDay(new Date());
  const from = today > campaign.startsOn ? today : campaign.startsOn;
  const count = pledgeInstallments(frequency ?? 'once', from, campaign.endsOn);
  return (
    <form
      className="ui-form"
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      aria-label={label}
      aria-labelledby={labelledBy}
    >
      <div className={styles.fields}>
        <FormTextField
          form={form}
          name="amount"
          label={t('ui.pledge.amount')}
          type="number"
          inputMode="decimal"
          step={givingLimits.step}
          min={givingLimits.formMinimum}
          max={givingLimits.maxAmount}
          rules={{ valueAsNumber: true }}
        />
        <FormSelect form={form} name="frequency" label={t('ui.pledge.frequency')}>
          {pledgeFrequencies.map((value) => (
            <option key={value} value={value}>
              {t(frequencyLabels[value])}
            </option>
          ))}
        </FormSelect>
      </div>
      {/* Always drawn, so a screen reader hears the count as it changes. */}
      <p className={styles.summary} aria-live="polite">
        {typeof amount === 'number' && Number.isFinite(amount) && amount > 0
          ? t('ui.pledge.inAll', { count, amount: formatMoney(amount), total: formatMoney(amount * count) })
          : null}
      </p>
      <div className={actionsAtEnd ? `${styles.actions} ${styles.end}` : styles.actions}>
        {actions}
        <Button type="submit" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
