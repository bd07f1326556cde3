import { useEffect, useState } from 'react';
import { isAdmin, useSession } from '@church/auth';
import type { AllGivingHistoryItem } from '@church/contracts';
import { useRefundGiving } from '@church/query';
import {
  Button,
  DataTable,
  formatDate,
  formatMoney,
  Pagination,
  StatusBadge,
  useConfirm,
  useListParams,
  type DataColumn,
} from '@church/ui';
import { useDeleteOfflineGiving } from '../api/delete-offline-giving';
import { givingsPageSize, useGivings } from '../api/get-givings';
import { useGivingsFilter } from '../hooks/use-givings-filter';
import { DonorCell } from './donor-cell';
import { GivingsFilters } from './givings-filters';
import styles from './givings.module.css';
import { OfflineGivingDialog } from './offline-giving-dialog';
import { PaidWithCell } from './paid-with-cell';

const columns: readonly DataColumn<AllGivingHistoryItem>[] = [
  {
    header: 'Date',
    cell: (gift) => (
      <time className={styles.date} dateTime={gift.creationDate}>
        {formatDate(gift.creationDate)}
      </time>
    ),
  },
  { header: 'Donor', cell: (gift) => <DonorCell gift={gift} /> },
  { header: 'Amount', cell: (gift) => <span className={styles.amount}>{formatMoney(gift.amount)}</span> },
  { header: 'Giving type', cell: (gift) => gift.givingTypeName },
  { header: 'Paid with', cell: (gift) => <PaidWithCell paymentMethod={gift.paymentMethod} /> },
  {
    header: 'Status',
    cell: (gift) =>
      gift.isRefunded ? <StatusBadge>Refunded</StatusBadge> : <StatusBadge tone="success">Paid</StatusBadge>,
  },
];

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

  const { data } = givings;
  // Rows once shown stay on screen; the error panel stands in only for a page never loaded.
  const failed = !data && givings.isError && !givings.isFetching;

  // Deleting the last gift of the last page leaves it empty: show the page before it.
  const lastPage = Math.max(1, Math.ceil((data?.count ?? 0) / givingsPageSize));
  useEffect(() => {
    if (data && data.entities.length === 0 && page > lastPage) setPage(lastPage);
  }, [data, page, lastPage, setPage]);

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
        <Button variant="secondary" onClick={() => askToDelete(gift)}>
          Delete<span className="ui-visually-hidden"> {describe(gift)}</span>
        </Button>
      );
    }
    if (!admin || gift.isRefunded) return null;
    return (
      <Button variant="secondary" onClick={() => askToRefund(gift)}>
        Refund<span className="ui-visually-hidden"> {describe(gift)}</span>
      </Button>
    );
  };

  const filtered = filter.from !== undefined || filter.to !== undefined || filter.givingTypeId !== undefined;
  return (
    <>
      <div className={styles.toolbar}>
        <Button onClick={() => setAdding(true)}>Add offline gift</Button>
      </div>
      <GivingsFilters filter={filter} onChange={setFilter} />
      <DataTable
        caption="Gifts"
        data={data?.entities}
        columns={columns}
        getRowId={(gift) => String(gift.id)}
        rowActions={rowActions}
        isLoading={!data && !failed}
        error={failed && 'Failed to get givings history'}
        onRetry={() => void givings.refetch()}
        emptyText={filtered ? 'No gifts match these filters.' : 'No gifts yet.'}
        skeletonRows={givingsPageSize}
      />
      <Pagination
        page={page}
        count={data?.count ?? 0}
        pageSize={givingsPageSize}
        onChange={setPage}
        label="Gift pages"
      />
      {adding ? <OfflineGivingDialog onClose={() => setAdding(false)} /> : null}
      {dialog}
    </>
  );
}
