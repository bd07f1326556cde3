import { useEffect, useRef, useState } from 'react';
import type { PledgeProgress } from '@church/contracts';
import { Button, PledgeForm, formatDate, formatMoney } from '@church/ui';
import { useSavePledge } from '../api/save-pledge';
import type { OpenCampaign } from '../giving-dialog-store';
import { useTranslate } from '../../../i18n/catalogues';
import styles from '../giving-menu.module.css';

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
      <PledgeForm
        campaign={campaign}
        labelledBy="pledge-heading"
        onSubmit={(values) => save.mutateAsync(values).then(setSaved, () => undefined)}
        submitLabel={t('giving.pledge.submit')}
        actionsAtEnd
        actions={
          <Button variant="secondary" onClick={onBackToOptions}>
            {t('giving.common.backToOptions')}
          </Button>
        }
      />
    </section>
  );
}
