import { useMemo, useState } from 'react';
import type { Campaign } from '@church/contracts';
import { Link } from '@church/router';
import { Button, PagedTable, RowAction, formatDate, formatMoney, useConfirm, type DataColumn } from '@church/ui';
import { paths } from '../../../config/paths';
import { useDeleteCampaign } from '../api/delete-campaign';
import { campaignsPageSize, useCampaigns } from '../api/get-campaigns';
import { CampaignDialog } from './campaign-dialog';
import { CampaignPledgesDialog } from './campaign-pledges-dialog';
import { CampaignProgress } from './campaign-progress';
import styles from './campaigns.module.css';
import { useTranslate } from '../../../i18n/catalogues';

/**
 * The pledge campaigns, 10 a page, the latest start first: each one's days, giving type, what
 * was raised against the goal and what members pledged; add, change, delete, and its pledges.
 */
export function Campaigns() {
  const { t, language } = useTranslate();
  const [page, setPage] = useState(1);
  const campaigns = useCampaigns(page);
  const remove = useDeleteCampaign();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<Campaign | 'new' | null>(null);
  const [showing, setShowing] = useState<Campaign | null>(null);
  const columns = useMemo<readonly DataColumn<Campaign>[]>(
    () => [
      {
        header: t('dashboard.campaigns.name'),
        cell: (campaign) => <Link to={paths.publicCampaign(campaign.id)}>{campaign.name}</Link>,
      },
      {
        header: t('dashboard.campaigns.days'),
        cell: (campaign) =>
          t('dashboard.campaigns.dayRange', { from: formatDate(campaign.startsOn), to: formatDate(campaign.endsOn) }),
      },
      { header: t('dashboard.campaigns.givingType'), cell: (campaign) => campaign.givingTypeName },
      {
        header: t('dashboard.campaigns.raised'),
        cell: (campaign) => <CampaignProgress raised={campaign.raised} goal={campaign.goal} />,
        width: '14rem',
      },
      {
        header: t('dashboard.campaigns.pledged'),
        cell: (campaign) =>
          t('dashboard.campaigns.pledgedBy', { amount: formatMoney(campaign.pledged), count: campaign.pledgeCount }),
      },
    ],
    // `t` reads the active language: the headers are built again when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, language],
  );

  const askToDelete = (campaign: Campaign) =>
    void confirm({
      title: t('dashboard.campaigns.deleteTitle'),
      message: <p>{t('dashboard.campaigns.deleteMessage', { name: campaign.name })}</p>,
      confirmLabel: t('dashboard.campaigns.delete'),
      onConfirm: () => remove.mutateAsync(campaign.id),
    });

  return (
    <>
      <div className={styles.header}>
        <Button onClick={() => setEditing('new')}>{t('dashboard.campaigns.add')}</Button>
      </div>
      <PagedTable
        caption={t('dashboard.campaigns.caption')}
        query={campaigns}
        columns={columns}
        getRowId={(campaign) => String(campaign.id)}
        rowActions={(campaign) => (
          <div className={styles.actions}>
            <RowAction name={campaign.name} onClick={() => setShowing(campaign)}>
              {t('dashboard.campaigns.pledges')}
            </RowAction>
            <RowAction name={campaign.name} onClick={() => setEditing(campaign)}>
              {t('dashboard.campaigns.edit')}
            </RowAction>
            <RowAction name={campaign.name} onClick={() => askToDelete(campaign)}>
              {t('dashboard.campaigns.delete')}
            </RowAction>
          </div>
        )}
        failedText={t('dashboard.campaigns.failed')}
        emptyText={t('dashboard.campaigns.none')}
        page={page}
        pageSize={campaignsPageSize}
        onPageChange={setPage}
        pagesLabel={t('dashboard.campaigns.pages')}
        keepOnLastPage
      />
      {editing ? (
        <CampaignDialog campaign={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
      {showing ? <CampaignPledgesDialog campaign={showing} onClose={() => setShowing(null)} /> : null}
      {dialog}
    </>
  );
}
