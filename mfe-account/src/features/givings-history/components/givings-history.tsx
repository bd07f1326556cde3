import type { GivingHistoryItem } from '@church/contracts';
import { openModal } from '@church/modals';
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
import { givingsHistoryPageSize, useGivingsHistory } from '../api/get-givings-history';
import styles from './givings-history.module.css';

const failedText = 'Failed to get givings history';

const columns = giftColumns<GivingHistoryItem>();

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

  const askToRefund = (gift: GivingHistoryItem) =>
    void confirm({
      title: 'Refund this gift?',
      message: <p>{describe(gift)} will be returned to the card it was paid with.</p>,
      confirmLabel: 'Refund',
      onConfirm: () => refund.mutateAsync(gift.id),
    });

  return (
    <>
      <PagedTable
        caption="Your gifts"
        query={history}
        columns={columns}
        getRowId={(gift) => String(gift.id)}
        rowActions={(gift) =>
          canRefund(gift) ? (
            <RowAction name={describe(gift)} onClick={() => askToRefund(gift)}>
              Refund
            </RowAction>
          ) : null
        }
        failedText={failedText}
        emptyText="No gifts on this page"
        noneYet={<NoGifts />}
        page={page}
        pageSize={givingsHistoryPageSize}
        onPageChange={setPage}
        pagesLabel="Givings history pages"
      />
      {dialog}
    </>
  );
}
