import { lazy, Suspense, useState } from 'react';
import { isAdmin, useSession } from '@church/auth';
import type { AllGivingHistoryItem } from '@church/contracts';
import { useRefundGiving } from '@church/query';
import {
  Button,
  formatDate,
  formatMoney,
  giftColumns,
  PagedTable,
  RowAction,
  useConfirm,
  useListParams,
  useLoadAfterPaint,
} from '@church/ui';
import { useDeleteOfflineGiving } from '../api/delete-offline-giving';
import { givingsPageSize, useGivings } from '../api/get-givings';
import { useGivingsFilter } from '../hooks/use-givings-filter';
import { DonorCell } from './donor-cell';
import { GivingsFilters } from './givings-filters';
import styles from './givings.module.css';
import { translate, useTranslate } from '../../../i18n/catalogues';

// Staff see who gave and how an offline gift came (cash, check number).
// The offline gift's form (and the form library) is a chunk of its own, asked for once the
// gifts have painted (decision 0110): it has arrived by the first click.
const loadOfflineDialog = () => import('./offline-giving-dialog');
const OfflineGivingDialog = lazy(() => loadOfflineDialog().then((module) => ({ default: module.OfflineGivingDialog })));

const columns = giftColumns<AllGivingHistoryItem>({ donor: (gift) => <DonorCell gift={gift} />, offlineDetail: true });

/** '$40.00 to Tithe from Daniel Okafor on 03.07.2026': a gift in its buttons and dialogs. */
const describe = (gift: AllGivingHistoryItem) =>
  translate('dashboard.givings.describe', {
    amount: formatMoney(gift.amount),
    type: gift.givingTypeName,
    donor: gift.donorName,
    date: formatDate(gift.creationDate),
  });

/** Cash and checks never went through the gateway: they are deleted, not refunded. */
const isOffline = (gift: AllGivingHistoryItem) => gift.kind === 'offline';

/** Everybody's paid gifts, newest first, 5 a page, filtered by days and giving type (all in the URL). */
export function GivingsHistory() {
  const { t } = useTranslate();
  const admin = useSession((state) => isAdmin(state.session));
  const { page, setPage } = useListParams({ pageSize: givingsPageSize });
  const { filter, setFilter } = useGivingsFilter();
  const givings = useGivings(filter, page);
  const refund = useRefundGiving();
  const remove = useDeleteOfflineGiving();
  const { confirm, dialog } = useConfirm();
  const [adding, setAdding] = useState(false);
  useLoadAfterPaint(loadOfflineDialog);

  const askToRefund = (gift: AllGivingHistoryItem) =>
    void confirm({
      title: t('dashboard.givings.refundTitle'),
      message: <p>{t('dashboard.givings.refundMessage', { gift: describe(gift) })}</p>,
      confirmLabel: t('dashboard.givings.refund'),
      onConfirm: () => refund.mutateAsync(gift.id),
    });
  const askToDelete = (gift: AllGivingHistoryItem) =>
    void confirm({
      title: t('dashboard.givings.deleteTitle'),
      message: <p>{t('dashboard.givings.deleteMessage', { gift: describe(gift) })}</p>,
      confirmLabel: t('dashboard.givings.delete'),
      onConfirm: () => remove.mutateAsync(gift.givingId),
    });

  const rowActions = (gift: AllGivingHistoryItem) => {
    if (isOffline(gift)) {
      return (
        <RowAction name={describe(gift)} onClick={() => askToDelete(gift)}>
          {t('dashboard.givings.delete')}
        </RowAction>
      );
    }
    // A bank payment not settled yet (or failed) has nothing to refund.
    if (!admin || gift.isRefunded || (gift.status !== undefined && gift.status !== 'paid')) return null;
    return (
      <RowAction name={describe(gift)} onClick={() => askToRefund(gift)}>
        {t('dashboard.givings.refund')}
      </RowAction>
    );
  };

  const filtered = filter.from !== undefined || filter.to !== undefined || filter.givingTypeId !== undefined;
  return (
    <>
      <div className={styles.toolbar}>
        <Button onClick={() => setAdding(true)}>{t('dashboard.givings.addOffline')}</Button>
      </div>
      <GivingsFilters filter={filter} onChange={setFilter} />
      <PagedTable
        caption={t('dashboard.givings.gifts')}
        query={givings}
        columns={columns}
        getRowId={(gift) => String(gift.id)}
        rowActions={rowActions}
        failedText={t('dashboard.givings.failed')}
        emptyText={t(filtered ? 'dashboard.givings.noMatch' : 'dashboard.givings.none')}
        page={page}
        pageSize={givingsPageSize}
        onPageChange={setPage}
        pagesLabel={t('dashboard.givings.pages')}
        keepOnLastPage
      />
      {adding ? (
        <Suspense fallback={null}>
          <OfflineGivingDialog onClose={() => setAdding(false)} />
        </Suspense>
      ) : null}
      {dialog}
    </>
  );
}
