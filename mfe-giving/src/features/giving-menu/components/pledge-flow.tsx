import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  PledgeInputSchema,
  givingLimits,
  pledgeFrequencies,
  pledgeInstallments,
  type PledgeFrequency,
  type PledgeProgress,
} from '@church/contracts';
import { Button, FormSelect, FormTextField, churchDay, formatDate, formatMoney, useValibotForm } from '@church/ui';
import { useSavePledge } from '../api/save-pledge';
import type { OpenCampaign } from '../giving-dialog-store';
import { useTranslate } from '../../../i18n/catalogues';
import styles from '../giving-menu.module.css';

const frequencyLabels: Record<PledgeFrequency, string> = {
  once: 'giving.pledge.once',
  weekly: 'giving.pledge.weekly',
  'every-two-weeks': 'giving.pledge.everyTwoWeeks',
  monthly: 'giving.pledge.monthly',
  quarterly: 'giving.pledge.quarterly',
};

interface PledgeFlowProps {
  campaign: OpenCampaign;
  onBackToOptions: () => void;
  /** After pledging: the one-time wizard, to give toward it now. */
  onGiveNow: () => void;
  onClose: () => void;
}

/**
 * A pledge from the Giving dialog (decision 0090: a promise, not a payment): each gift's amount
 * and how often, the whole promise counted as the server counts it, then a way to give toward it.
 */
export function PledgeFlow({ campaign, onBackToOptions, onGiveNow, onClose }: PledgeFlowProps) {
  const { t } = useTranslate();
  const save = useSavePledge(campaign.id);
  const [saved, setSaved] = useState<PledgeProgress | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Each stage's heading takes the focus, as the wizards' steps do, so a screen reader hears where it is.
  useEffect(() => heading.current?.focus(), [saved]);
  const form = useValibotForm(PledgeInputSchema, { amount: undefined, frequency: 'once' });
  const [amount, frequency] = useWatch({ control: form.control, name: ['amount', 'frequency'] });
  const today = churchDay(new Date());
  const count = pledgeInstallments(
    frequency ?? 'once',
    today > campaign.startsOn ? today : campaign.startsOn,
    campaign.endsOn,
  );
  const submit = form.handleSubmit((values) => save.mutateAsync(values).then(setSaved, () => undefined));

  if (saved) {
    return (
      <section className={styles.pledge} aria-labelledby="pledge-heading">
        <h3 id="pledge-heading" tabIndex={-1} ref={heading}>
          {t('giving.pledge.thanks')}
        </h3>
        <p>
          {t('giving.pledge.saved', {
            name: saved.campaignName,
            count: saved.installments,
            amount: formatMoney(saved.amount),
            total: formatMoney(saved.pledged),
          })}
        </p>
        <p>{t('giving.pledge.counts', { givingType: campaign.givingTypeName, endsOn: formatDate(campaign.endsOn) })}</p>
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={onGiveNow}>
            {t('giving.pledge.giveNow')}
          </Button>
          <Button onClick={onClose}>{t('giving.common.done')}</Button>
        </div>
      </section>
    );
  }
  return (
    <section className={styles.pledge} aria-labelledby="pledge-heading">
      <h3 id="pledge-heading" tabIndex={-1} ref={heading}>
        {t('giving.pledge.pledgeTo', { name: campaign.name })}
      </h3>
      <p>
        {t('giving.pledge.days', {
          from: formatDate(campaign.startsOn),
          to: formatDate(campaign.endsOn),
          givingType: campaign.givingTypeName,
        })}
      </p>
      <form className="ui-form" noValidate onSubmit={submit} aria-labelledby="pledge-heading">
        <FormTextField
          form={form}
          name="amount"
          label={t('giving.pledge.amount')}
          type="number"
          inputMode="decimal"
          step={givingLimits.step}
          min={givingLimits.formMinimum}
          max={givingLimits.maxAmount}
          rules={{ valueAsNumber: true }}
        />
        <FormSelect form={form} name="frequency" label={t('giving.pledge.frequency')}>
          {pledgeFrequencies.map((value) => (
            <option key={value} value={value}>
              {t(frequencyLabels[value])}
            </option>
          ))}
        </FormSelect>
        <p aria-live="polite">
          {typeof amount === 'number' && Number.isFinite(amount) && amount > 0
            ? t('giving.pledge.inAll', { count, amount: formatMoney(amount), total: formatMoney(amount * count) })
            : null}
        </p>
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={onBackToOptions}>
            {t('giving.common.backToOptions')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('giving.pledge.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
