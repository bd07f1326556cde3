import { useMemo, useState } from 'react';
import type { Campaign, CampaignPledge } from '@church/contracts';
import { Modal, PagedTable, formatMoney, type DataColumn } from '@church/ui';
import { pledgesPageSize, useCampaignPledges } from '../api/get-campaign-pledges';
import styles from './campaigns.module.css';
import { useTranslate } from '../../../i18n/catalogues';

/** A campaign's pledges, 10 a page: who, how often, pledged, given so far and remaining. */
export function CampaignPledgesDialog({ campaign, onClose }: { campaign: Campaign; onClose: () => void }) {
  const { t, language } = useTranslate();
  const [page, setPage] = useState(1);
  const pledges = useCampaignPledges(campaign.id, page);
  const columns = useMemo<readonly DataColumn<CampaignPledge>[]>(
    () => [
      { header: t('dashboard.campaigns.member'), cell: (pledge) => pledge.memberName },
      {
        header: t('dashboard.campaigns.schedule'),
        cell: (pledge) =>
          t('dashboard.campaigns.installments', {
            amount: formatMoney(pledge.amount),
            count: pledge.installments,
          }),
      },
      {
        header: t('dashboard.campaigns.pledged'),
        cell: (pledge) => formatMoney(pledge.pledged),
        className: styles.amount,
      },
      { header: t('dashboard.campaigns.given'), cell: (pledge) => formatMoney(pledge.given), className: styles.amount },
      {
        header: t('dashboard.campaigns.remaining'),
        cell: (pledge) => formatMoney(pledge.remaining),
        className: styles.amount,
      },
    ],
    // `t` reads the active language: the headers are built again when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, language],
  );
  return (
    <Modal title={t('dashboard.campaigns.pledgesTitle', { name: campaign.name })} onClose={onClose} wide>
      <PagedTable
        caption={t('dashboard.campaigns.pledgesCaption', { name: campaign.name })}
        query={pledges}
        columns={columns}
        getRowId={(pledge) => String(pledge.id)}
        failedText={t('dashboard.campaigns.pledgesFailed')}
        emptyText={t('dashboard.campaigns.noPledges')}
        page={page}
        pageSize={pledgesPageSize}
        onPageChange={setPage}
        pagesLabel={t('dashboard.campaigns.pledgesPages')}
      />
    </Modal>
  );
}
