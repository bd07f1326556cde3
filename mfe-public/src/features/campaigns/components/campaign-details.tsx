import { useSession } from '@church/auth';
import { openModal } from '@church/modals';
import { Button, Spinner, churchDay, formatDate, formatMoney } from '@church/ui';
import { StatusView } from '../../../components/status-view';
import { paths } from '../../../config/paths';
import { useLeaveOnFailure } from '../../../hooks/use-leave-on-failure';
import { useCampaign } from '../api/get-campaign';
import { useTranslate } from '../i18n/catalogues';
import { CampaignRaised } from './campaign-raised';
import styles from './campaign-details.module.css';
import { MyPledge } from './my-pledge';

/**
 * A pledge campaign's page: what it is for, its days and goal, the total raised when its
 * managers show it, and the member's pledge (a visitor is asked to sign in first).
 */
export function CampaignDetails({ id }: { id: number }) {
  const { t } = useTranslate();
  const query = useCampaign(id);
  const userId = useSession((state) => state.session?.userId);
  const status = useLeaveOnFailure(query.error, t('public.campaign.failed'), paths.home);
  if (status) return <StatusView status={status} />;
  const campaign = query.data;
  if (!campaign) return <Spinner />;
  const ended = churchDay(new Date()) > campaign.endsOn;
  return (
    <article className={styles.campaign}>
      <h1>{campaign.name}</h1>
      {campaign.description ? <p className={styles.text}>{campaign.description}</p> : null}
      <dl className={styles.facts}>
        <dt>{t('public.campaign.when')}</dt>
        <dd>{t('public.campaign.days', { from: formatDate(campaign.startsOn), to: formatDate(campaign.endsOn) })}</dd>
        <dt>{t('public.campaign.goal')}</dt>
        <dd>{formatMoney(campaign.goal)}</dd>
        <dt>{t('public.campaign.givingType')}</dt>
        <dd>{campaign.givingTypeName}</dd>
      </dl>
      {campaign.raised === null ? null : <CampaignRaised raised={campaign.raised} goal={campaign.goal} />}
      <section aria-labelledby="campaign-pledge">
        <h2 id="campaign-pledge">{t('public.campaign.yourPledgeTitle')}</h2>
        {ended ? <p>{t('public.campaign.ended')}</p> : null}
        {userId ? (
          <MyPledge campaign={campaign} userId={userId} ended={ended} />
        ) : ended ? null : (
          <Button onClick={() => openModal('sign-in')}>{t('public.campaign.signInToPledge')}</Button>
        )}
      </section>
    </article>
  );
}
