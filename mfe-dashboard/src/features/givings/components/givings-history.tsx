import { useState } from 'react';
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
} from '@church/ui';
import { useDeleteOfflineGiving } from '../api/delete-offline-giving';
import { givingsPageSize, useGivings } from '../api/get-givings';
import { useGivingsFilter } from '../hooks/use-givings-filter';
import { DonorCell } from './donor-cell';
import { GivingsFilters } from './givings-filters';
import styles from './givings.module.css';
import { OfflineGivingDialog } from './offline-giving-dialog';

// Staff see who gave and how an offline gift came (cash, check number).
const columns = giftColumns<AllGivingHistoryItem>({ donor: (gift) => <DonorCell gift={gift} />, offlineDetail: true });

/** '$40.00 to Tithe from Daniel Okafor on 03.07.2026': a gift in its buttons and dialogs. */
const describe = (gift: AllGivingHistoryItem) =>
  `${formatMoney(gift.amount)} to ${gift.givingTypeName} from ${gift.donorName} on ${formatDate(gift.creationDate)}`;

/** Cash and checks never went through the gateway: they are deleted, not refunded. */
const isOffline = (gift: AllGivingHistoryItem) => gift.kind === 'offline';

/** Everybody's paid gifts, newest first, 5 a page, filtered by days and giving type (all in the URL). */
export function GivingsHistory() {
  const admin = useSession((state) => isAdmin(state.session));
  const { page, setPage } = useListParams({ pageSize: givingsPageSize });
  const { filter, setFilter } = useGivingsFilter();
  const givings = useGivings(filter, page);
  const refund = useRefundGiving();
  const remove = useDeleteOfflineGiving();
  const { confirm, dialog } = useConfirm();
  const [adding, setAdding] = useState(false);

  const askToRefund = (gift: AllGivingHistoryItem) =>
    void confirm({
      title: 'Refund this gift?',
      message: <p>{describe(gift)} will be returned to the card it was paid with.</p>,
      confirmLabel: 'Refund',
      onConfirm: () => refund.mutateAsync(gift.id),
    });
  const askToDelete = (gift: AllGivingHistoryItem) =>
    void confirm({
      title: 'Delete this gift?',
      message: <p>{describe(gift)} will be removed from the books.</p>,
      confirmLabel: 'Delete',
      onConfirm: () => remove.mutateAsync(gift.givingId),
    });

  const rowActions = (gift: AllGivingHistoryItem) => {
    if (isOffline(gift)) {
      return (
        <RowAction name={describe(gift)} onClick={() => askToDelete(gift)}>
          Delete
        </RowAction>
      );
    }
    if (!admin || gift.isRefunded) return null;
    return (
      <RowAction name={describe(gift)} onClick={() => askToRefund(gift)}>
        Refund
      </RowAction>
    );
  };

  const filtered = filter.from !== undefined || filter.to !== undefined || filter.givingTypeId !== undefined;
  return (
    <>
      <div className={styles.toolbar}>
        <Button onClick={() => setAdding(true)}>Add offline gift</Button>
      </div>
      <GivingsFilters filter={filter} onChange={setFilter} />
      <PagedTable
        caption="Gifts"
        query={givings}
        columns={columns}
        getRowId={(gift) => String(gift.id)}
        rowActions={rowActions}
        failedText="Failed to get givings history"
        emptyText={filtered ? 'No gifts match these filters.' : 'No gifts yet.'}
        page={page}
        pageSize={givingsPageSize}
        onPageChange={setPage}
        pagesLabel="Gift pages"
        keepOnLastPage
      />
      {adding ? <OfflineGivingDialog onClose={() => setAdding(false)} /> : null}
      {dialog}
    </>
  );
}
