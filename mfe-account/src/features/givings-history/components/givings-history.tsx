import type { GivingHistoryItem } from '@church/contracts';
import { openModal } from '@church/modals';
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
import { givingsHistoryPageSize, useGivingsHistory } from '../api/get-givings-history';
import styles from './givings-history.module.css';
import { PaidWith } from './paid-with';

const failedText = 'Failed to get givings history';

const columns: readonly DataColumn<GivingHistoryItem>[] = [
  { header: 'Date', cell: (gift) => formatDate(gift.creationDate) },
  { header: 'Amount', cell: (gift) => <span className={styles.amount}>{formatMoney(gift.amount)}</span> },
  { header: 'Giving type', cell: (gift) => gift.givingTypeName },
  { header: 'Paid with', cell: (gift) => <PaidWith paymentMethod={gift.paymentMethod} /> },
  {
    header: 'Status',
    cell: (gift) =>
      gift.isRefunded ? <StatusBadge>Refunded</StatusBadge> : <StatusBadge tone="success">Paid</StatusBadge>,
  },
];

/**
 * Paid gifts not refunded yet, within the church's refund window and not on a year-end statement
 * sent already (`refundableUntil`, from the server); offline gifts never went through the gateway.
 */
const canRefund = (gift: GivingHistoryItem) =>
  !gift.isRefunded &&
  gift.paymentMethod?.kind !== 'offline' &&
  (gift.refundableUntil === undefined ||
    (gift.refundableUntil !== null && new Date(gift.refundableUntil).getTime() > Date.now()));

/** What a gift is called in its refund button and dialog: '$25.00 to Tithe on 03.07.2026'. */
const describe = (gift: GivingHistoryItem) =>
  `${formatMoney(gift.amount)} to ${gift.givingTypeName} on ${formatDate(gift.creationDate)}`;

function NoGifts() {
  return (
    <div className={`ui-empty ${styles.empty}`}>
      <p>No gifts yet</p>
      <Button onClick={() => openModal('giving-menu')}>Give</Button>
    </div>
  );
}

/** The member's own gifts, 6 a page (the page is in the URL), each refundable once. */
export function GivingsHistory() {
  const { page, setPage } = useListParams({ pageSize: givingsHistoryPageSize });
  const history = useGivingsHistory(page);
  const refund = useRefundGiving();
  const { confirm, dialog } = useConfirm();

  const { data } = history;
  // Rows once shown stay on screen; the error panel stands in only for a page never loaded.
  const failed = !data && history.isError && !history.isFetching;

  const askToRefund = (gift: GivingHistoryItem) =>
    void confirm({
      title: 'Refund this gift?',
      message: <p>{describe(gift)} will be returned to the card it was paid with.</p>,
      confirmLabel: 'Refund',
      onConfirm: () => refund.mutateAsync(gift.id),
    });

  if (data?.count === 0) return <NoGifts />;
  return (
    <>
      <DataTable
        caption="Your gifts"
        data={data?.entities}
        columns={columns}
        getRowId={(gift) => String(gift.id)}
        rowActions={(gift) =>
          canRefund(gift) ? (
            <Button variant="secondary" onClick={() => askToRefund(gift)}>
              Refund<span className="ui-visually-hidden"> {describe(gift)}</span>
            </Button>
          ) : null
        }
        isLoading={!data && !failed}
        error={failed && failedText}
        onRetry={() => void history.refetch()}
        emptyText="No gifts on this page"
        skeletonRows={givingsHistoryPageSize}
      />
      <Pagination
        page={page}
        count={data?.count ?? 0}
        pageSize={givingsHistoryPageSize}
        onChange={setPage}
        label="Givings history pages"
      />
      {dialog}
    </>
  );
}
