import { useMemo } from 'react';
import { publicPath } from '@church/areas';
import type { PledgeProgress } from '@church/contracts';
import { Link } from '@church/router';
import { Button, DataTable, formatDate, formatMoney, type DataColumn } from '@church/ui';
import { useMyPledges } from '../api/get-my-pledges';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './my-pledges.module.css';

const campaignPath = (id: number) => publicPath('campaign', { id });

/**
 * Givings History's pledges: each with what was pledged, given so far toward it (the member's
 * gifts of the campaign's type in its days) and what remains; then the open campaigns to pledge to.
 */
export function MyPledges() {
  const { t, language } = useTranslate();
  const query = useMyPledges();
  // Nothing while loading: the gifts below have the page's loading state.
  const mine = query.data;
  const columns = useMemo<readonly DataColumn<PledgeProgress>[]>(
    () => [
      {
        header: t('account.pledges.campaign'),
        cell: (pledge) => <Link to={campaignPath(pledge.campaignId)}>{pledge.campaignName}</Link>,
      },
      {
        header: t('account.pledges.pledge'),
        cell: (pledge) =>
          t('account.pledges.installments', { count: pledge.installments, amount: formatMoney(pledge.amount) }),
      },
      { header: t('account.pledges.pledged'), cell: (pledge) => formatMoney(pledge.pledged), className: styles.amount },
      { header: t('account.pledges.given'), cell: (pledge) => formatMoney(pledge.given), className: styles.amount },
      {
        header: t('account.pledges.remaining'),
        cell: (pledge) => formatMoney(pledge.remaining),
        className: styles.amount,
      },
    ],
    // `t` reads the active language: the headers are built again when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, language],
  );
  return (
    <section className={styles.pledges} aria-labelledby="my-pledges-title">
      <h2 id="my-pledges-title">{t('account.pledges.title')}</h2>
      {query.isError ? (
        // Beside the gifts' own failure panel (an alert): said quietly, with its own retry.
        <p>
          {t('account.pledges.failed')}{' '}
          <Button variant="link" onClick={() => void query.refetch()}>
            {t('account.common.tryAgain')}
          </Button>
        </p>
      ) : mine === undefined ? null : mine.pledges.length === 0 && mine.openCampaigns.length === 0 ? (
        <p>{t('account.pledges.none')}</p>
      ) : (
        <>
          {mine.pledges.length > 0 ? (
            <DataTable
              caption={t('account.pledges.title')}
              columns={columns}
              data={mine.pledges}
              getRowId={(pledge) => String(pledge.campaignId)}
            />
          ) : null}
          {mine.openCampaigns.length > 0 ? (
            <ul className={styles.open}>
              {mine.openCampaigns.map((campaign) => (
                <li key={campaign.id}>
                  <Link to={campaignPath(campaign.id)}>
                    {t('account.pledges.pledgeTo', { name: campaign.name, endsOn: formatDate(campaign.endsOn) })}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
