import { useId, useRef } from 'react';
import type { RecurringGiving } from '@church/contracts';
import { openModal } from '@church/modals';
import { Button, DataTable, formatMoney, RowAction, useConfirm } from '@church/ui';
import { useRecurringGivings } from '../../../lib/recurring-givings/api/get-recurring-givings';
import { useCancelRecurringGiving } from '../api/delete-recurring-giving';
import { isCancellable, recurringGiftColumns } from './recurring-gift-columns';

const describe = (gift: RecurringGiving) => `${formatMoney(gift.amount)} a month to ${gift.givingTypeName}`;

/**
 * The member's monthly gifts: amount, giving type, card, status and next charge; each can be
 * cancelled, and a new one set up in the Giving dialog's recurring wizard (which refreshes this
 * list when the gift is active).
 */
export function RecurringGiftsSection({ className }: { className?: string }) {
  const gifts = useRecurringGivings();
  const cancelGift = useCancelRecurringGiving();
  const { confirm, dialog } = useConfirm();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const askToCancel = async (gift: RecurringGiving) => {
    const cancelled = await confirm({
      title: 'Cancel recurring gift',
      message: <p>Your monthly gift of {describe(gift)} will not be charged again.</p>,
      confirmLabel: 'Cancel gift',
      cancelLabel: 'Keep gift',
      onConfirm: () => cancelGift.mutateAsync(gift.id),
    });
    // Its Cancel button is gone: the keyboard goes on from the list's heading.
    if (cancelled) headingRef.current?.focus();
  };

  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="ui-section-header">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          Recurring gifts
        </h2>
        <Button variant="secondary" onClick={() => openModal('giving-menu', { flow: 'recurring' })}>
          New recurring gift
        </Button>
      </div>
      <DataTable
        caption="Recurring gifts"
        data={gifts.data}
        columns={recurringGiftColumns}
        getRowId={(gift) => String(gift.id)}
        isLoading={gifts.isPending}
        error={gifts.isError && gifts.data === undefined ? 'Failed to get recurring gifts' : null}
        onRetry={() => void gifts.refetch()}
        emptyText="No recurring gifts yet"
        rowActions={(gift) =>
          isCancellable(gift) ? (
            <RowAction name={`gift of ${describe(gift)}`} onClick={() => void askToCancel(gift)}>
              Cancel
            </RowAction>
          ) : null
        }
      />
      {dialog}
    </section>
  );
}
