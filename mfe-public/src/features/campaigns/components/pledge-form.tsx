import { useWatch } from 'react-hook-form';
import {
  PledgeInputSchema,
  givingLimits,
  pledgeFrequencies,
  pledgeInstallments,
  type PledgeFrequency,
  type PledgeProgress,
  type PublicCampaign,
} from '@church/contracts';
import { Button, FormSelect, FormTextField, churchDay, formatMoney, useValibotForm } from '@church/ui';
import { savePledge } from '../api/save-pledge';
import { useTranslate } from '../i18n/catalogues';
import styles from './campaign-details.module.css';

const frequencyLabels: Record<PledgeFrequency, string> = {
  once: 'public.campaign.once',
  weekly: 'public.campaign.weekly',
  'every-two-weeks': 'public.campaign.everyTwoWeeks',
  monthly: 'public.campaign.monthly',
  quarterly: 'public.campaign.quarterly',
};

interface PledgeFormProps {
  campaign: PublicCampaign;
  userId: string;
  /** The pledge being changed, if any. */
  pledge: PledgeProgress | null;
  onDone: () => void;
}

/**
 * A pledge: each gift's amount and how often, with the whole promise counted as the server will
 * (each gift from today, or the campaign's first day, through its last). The contract's rules
 * are the server's; the shared client shows a refusal.
 */
export function PledgeForm({ campaign, userId, pledge, onDone }: PledgeFormProps) {
  const { t } = useTranslate();
  const form = useValibotForm(PledgeInputSchema, {
    amount: pledge?.amount,
    frequency: pledge?.frequency ?? 'once',
  });
  const [amount, frequency] = useWatch({ control: form.control, name: ['amount', 'frequency'] });
  const today = churchDay(new Date());
  const from = today > campaign.startsOn ? today : campaign.startsOn;
  const count = pledgeInstallments(frequency ?? 'once', from, campaign.endsOn);
  const submit = form.handleSubmit(async (values) => {
    await savePledge(campaign.id, userId, values).then(onDone, () => undefined);
  });
  return (
    <form className="ui-form" noValidate onSubmit={submit} aria-label={t('public.campaign.pledgeForm')}>
      <div className={styles.row}>
        <FormTextField
          form={form}
          name="amount"
          label={t('public.campaign.amount')}
          type="number"
          inputMode="decimal"
          step={givingLimits.step}
          min={givingLimits.formMinimum}
          max={givingLimits.maxAmount}
          rules={{ valueAsNumber: true }}
        />
        <FormSelect form={form} name="frequency" label={t('public.campaign.frequency')}>
          {pledgeFrequencies.map((value) => (
            <option key={value} value={value}>
              {t(frequencyLabels[value])}
            </option>
          ))}
        </FormSelect>
      </div>
      {typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? (
        <p aria-live="polite">
          {t('public.campaign.inAll', { count, amount: formatMoney(amount), total: formatMoney(amount * count) })}
        </p>
      ) : null}
      <div className={styles.actions}>
        {pledge ? (
          <Button variant="secondary" onClick={onDone}>
            {t('public.campaign.cancel')}
          </Button>
        ) : null}
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t(pledge ? 'public.campaign.savePledge' : 'public.campaign.pledge')}
        </Button>
      </div>
    </form>
  );
}
