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
import { translate, useTranslate } from '../../../i18n/catalogues';
import styles from './givings-history.module.css';

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
  translate('account.givings.gift', {
    amount: formatMoney(gift.amount),
    givingType: gift.givingTypeName,
    date: formatDate(gift.creationDate),
  });

function NoGifts() {
  const { t } = useTranslate();
  return (
    <div className={`ui-empty ${styles.empty}`}>
      <p>{t('account.givings.noGifts')}</p>
      <Button onClick={() => openModal('giving-menu')}>{t('account.givings.give')}</Button>
    </div>
  );
}

/** The member's own gifts, 6 a page (the page is in the URL), each refundable once. */
export function GivingsHistory() {
  const { page, setPage } = useListParams({ pageSize: givingsHistoryPageSize });
  const history = useGivingsHistory(page);
  const refund = useRefundGiving();
  const { confirm, dialog } = useConfirm();
  const { t } = useTranslate();

  const askToRefund = (gift: GivingHistoryItem) =>
    void confirm({
      title: t('account.givings.refundTitle'),
      message: <p>{t('account.givings.refundMessage', { gift: describe(gift) })}</p>,
      confirmLabel: t('account.givings.refund'),
      onConfirm: () => refund.mutateAsync(gift.id),
    });

  return (
    <>
      <PagedTable
        caption={t('account.givings.caption')}
        query={history}
        columns={columns}
        getRowId={(gift) => String(gift.id)}
        rowActions={(gift) =>
          canRefund(gift) ? (
            <RowAction name={describe(gift)} onClick={() => askToRefund(gift)}>
              {t('account.givings.refund')}
            </RowAction>
          ) : null
        }
        failedText={t('account.givings.failed')}
        emptyText={t('account.givings.emptyPage')}
        noneYet={<NoGifts />}
        page={page}
        pageSize={givingsHistoryPageSize}
        onPageChange={setPage}
        pagesLabel={t('account.givings.pages')}
      />
      {dialog}
    </>
  );
}
