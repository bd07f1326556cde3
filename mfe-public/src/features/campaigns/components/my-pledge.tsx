import { useState } from 'react';
import type { PublicCampaign } from '@church/contracts';
import { openModal } from '@church/modals';
import { Button, PledgeForm, Spinner, formatMoney } from '@church/ui';
import { deletePledge } from '../api/delete-pledge';
import { useMyPledge } from '../api/get-my-pledge';
import { savePledge } from '../api/save-pledge';
import { useTranslate } from '../i18n/catalogues';
import styles from './campaign-details.module.css';

/**
 * The signed-in member's side of the campaign: their pledge with given so far and remaining,
 * to change, withdraw or give toward (the Giving dialog); or the form to pledge. Once the
 * campaign has ended, only what they pledged and gave.
 */
export function MyPledge({ campaign, userId, ended }: { campaign: PublicCampaign; userId: string; ended: boolean }) {
  const { t } = useTranslate();
  const query = useMyPledge(campaign.id, userId);
  const [changing, setChanging] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  if (query.status === 'error') return <p role="alert">{t('public.campaign.pledgeFailed')}</p>;
  if (query.data === undefined) return <Spinner />;
  const pledge = query.data;
  if (ended && !pledge) return null;
  if (!pledge || changing) {
    const done = () => setChanging(false);
    return (
      <PledgeForm
        campaign={campaign}
        pledge={pledge}
        label={t('public.campaign.pledgeForm')}
        onSubmit={(values) => savePledge(campaign.id, userId, values).then(done, () => undefined)}
        submitLabel={t(pledge ? 'public.campaign.savePledge' : 'public.campaign.pledge')}
        actions={
          pledge ? (
            <Button variant="secondary" onClick={done}>
              {t('public.campaign.cancel')}
            </Button>
          ) : null
        }
      />
    );
  }
  const withdraw = async () => {
    setWithdrawing(true);
    await deletePledge(campaign.id, userId).finally(() => setWithdrawing(false));
  };
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('public.campaign.yourPledge')}</dt>
        <dd>{t('public.campaign.installments', { count: pledge.installments, amount: formatMoney(pledge.amount) })}</dd>
        <dt>{t('public.campaign.pledged')}</dt>
        <dd>{formatMoney(pledge.pledged)}</dd>
        <dt>{t('public.campaign.given')}</dt>
        <dd>{formatMoney(pledge.given)}</dd>
        <dt>{t('public.campaign.remaining')}</dt>
        <dd>{formatMoney(pledge.remaining)}</dd>
      </dl>
      {ended ? null : (
        <div className={styles.actions}>
          <Button onClick={() => openModal('giving-menu')}>{t('public.campaign.give')}</Button>
          <Button variant="secondary" onClick={() => setChanging(true)}>
            {t('public.campaign.change')}
          </Button>
          <Button variant="secondary" loading={withdrawing} onClick={() => void withdraw().catch(() => undefined)}>
            {t('public.campaign.withdraw')}
          </Button>
        </div>
      )}
    </>
  );
}
