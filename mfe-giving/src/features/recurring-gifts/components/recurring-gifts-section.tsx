import { useId, useRef, useState } from 'react';
import type { RecurringGiving } from '@church/contracts';
import { openModal } from '@church/modals';
import { Button, DataTable, formatMoney, RowAction, useConfirm } from '@church/ui';
import { amountPer, scheduleOf } from '../../../lib/recurring-givings/schedule-labels';
import { useRecurringGivings } from '../../../lib/recurring-givings/api/get-recurring-givings';
import { useCancelRecurringGiving } from '../api/delete-recurring-giving';
import { translate, useTranslate } from '../../../i18n/catalogues';
import { ChangeGiftButton } from './change-gift-button';
import { ChangeRecurringGiftDialog } from './change-recurring-gift-dialog';
import { PayPastDueDialog } from './pay-past-due-dialog';
import { isCancellable, isChangeable, recurringGiftColumns } from './recurring-gift-columns';

// The spec's monthly wording, else the amount with its schedule ('$25.00 a week to Tithe').
const describe = (gift: RecurringGiving) =>
  scheduleOf(gift) === 'monthly'
    ? translate('giving.recurring.gift', { amount: formatMoney(gift.amount), givingType: gift.givingTypeName })
    : translate('giving.recurring.giftScheduled', {
        amount: amountPer(gift.amount, scheduleOf(gift)),
        givingType: gift.givingTypeName,
      });

/**
 * The member's recurring gifts: amount and schedule, giving type, card, status and next charge;
 * each can be changed (from its next charge) or cancelled, one past due paid now with another
 * card, and a new one set up in the Giving dialog's recurring wizard (which refreshes this list
 * when the gift is set up).
 */
export function RecurringGiftsSection({ className }: { className?: string }) {
  const gifts = useRecurringGivings();
  const cancelGift = useCancelRecurringGiving();
  const { confirm, dialog } = useConfirm();
  const [changing, setChanging] = useState<RecurringGiving | null>(null);
  const [paying, setPaying] = useState<RecurringGiving | null>(null);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { t } = useTranslate();

  const askToCancel = async (gift: RecurringGiving) => {
    const cancelled = await confirm({
      title: t('giving.recurring.cancelTitle'),
      message: (
        <p>
          {t(
            scheduleOf(gift) === 'monthly'
              ? 'giving.recurring.cancelMessage'
              : 'giving.recurring.cancelMessageScheduled',
            {
              gift: describe(gift),
            },
          )}
        </p>
      ),
      confirmLabel: t('giving.recurring.cancelGift'),
      cancelLabel: t('giving.recurring.keepGift'),
      onConfirm: () => cancelGift.mutateAsync(gift.id),
    });
    // Its Cancel button is gone: the keyboard goes on from the list's heading.
    if (cancelled) headingRef.current?.focus();
  };

  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="ui-section-header">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {t('giving.recurring.title')}
        </h2>
        <Button variant="secondary" onClick={() => openModal('giving-menu', { flow: 'recurring' })}>
          {t('giving.recurring.new')}
        </Button>
      </div>
      <DataTable
        caption={t('giving.recurring.title')}
        data={gifts.data}
        columns={recurringGiftColumns()}
        getRowId={(gift) => String(gift.id)}
        isLoading={gifts.isPending}
        error={gifts.isError && gifts.data === undefined ? t('giving.recurring.failed') : null}
        onRetry={() => void gifts.refetch()}
        emptyText={t('giving.recurring.empty')}
        rowActions={(gift) =>
          isChangeable(gift) || isCancellable(gift) ? (
            <>
              {gift.status === 'past_due' ? (
                <RowAction
                  variant="primary"
                  name={t('giving.pastDue.forGift', { gift: describe(gift) })}
                  onClick={() => setPaying(gift)}
                >
                  {t('giving.pastDue.payNow')}
                </RowAction>
              ) : null}
              {isChangeable(gift) ? <ChangeGiftButton gift={describe(gift)} onClick={() => setChanging(gift)} /> : null}
              {isCancellable(gift) ? (
                <RowAction
                  name={t('giving.recurring.giftName', { gift: describe(gift) })}
                  onClick={() => void askToCancel(gift)}
                >
                  {t('giving.common.cancel')}
                </RowAction>
              ) : null}
            </>
          ) : null
        }
      />
      {dialog}
      {changing ? <ChangeRecurringGiftDialog gift={changing} onClose={() => setChanging(null)} /> : null}
      {paying ? (
        <PayPastDueDialog gift={paying} description={describe(paying)} onClose={() => setPaying(null)} />
      ) : null}
    </section>
  );
}
