import { useState } from 'react';
import type { BankVerification } from '@church/contracts';
import { toast } from '@church/http';
import { sharedKeys, useQueryClient } from '@church/query';
import { Button } from '../button';
import { ErrorPanel } from '../error-panel';
import { formatDate } from '../format/format-date';
import { formatMoney } from '../format/format-money';
import { bankVerificationsKey, useBankVerifications } from './get-bank-verifications';
import { translate, useTranslate } from './i18n/catalogues';
import { VerifyBankAccountDialog } from './verify-bank-account-dialog';
import styles from './bank-verification.module.css';

/** What a wait is, in words: the gift it holds back, or the account being added. */
export function describeVerification(item: BankVerification): string {
  const account =
    item.bankName && item.last4 ? `${item.bankName} •••• ${item.last4}` : translate('ui.bankVerify.anAccount');
  const date = formatDate(item.since);
  if (item.kind === 'account') return translate('ui.bankVerify.account', { account, date });
  const amount = formatMoney(item.amount ?? 0);
  return item.givingTypeName
    ? translate('ui.bankVerify.gift', { amount, givingType: item.givingTypeName, date, account })
    : translate('ui.bankVerify.giftNoType', { amount, date, account });
}

interface PendingBankVerificationsProps {
  /** Givings History lists the gifts, Payment Settings the accounts. */
  kind: BankVerification['kind'];
  /** The signed-in member (the session's id), or null: nothing is asked. */
  userId: string | null;
  /** What else a verification makes stale on this page (the saved methods, for an account). */
  onVerified?: () => Promise<unknown> | void;
  className?: string;
}

/**
 * The member's gifts or bank accounts waiting for micro-deposits (decision 0109), each with
 * 'Verify bank account'. Nothing while loading or when none waits (the page goes on without it);
 * a failure says so with Try again.
 */
export function PendingBankVerifications({ kind, userId, onVerified, className }: PendingBankVerificationsProps) {
  const { t } = useTranslate();
  const query = useBankVerifications(userId);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<BankVerification | null>(null);
  const items = (query.data ?? []).filter((item) => item.kind === kind);
  const title = t(kind === 'gift' ? 'ui.bankVerify.giftsTitle' : 'ui.bankVerify.accountsTitle');

  const reread = () => queryClient.invalidateQueries({ queryKey: bankVerificationsKey });
  const verified = async (item: BankVerification) => {
    toast.success(translate(item.kind === 'gift' ? 'ui.bankVerify.verifiedGift' : 'ui.bankVerify.verifiedAccount'));
    await Promise.all([
      reread(),
      item.kind === 'gift' ? queryClient.invalidateQueries({ queryKey: sharedKeys.givingsHistory }) : null,
      onVerified?.(),
    ]);
  };
  const dialog = open ? (
    <VerifyBankAccountDialog
      verification={open}
      description={describeVerification(open)}
      onVerified={() => verified(open)}
      onRefused={() => void reread()}
      onClose={() => setOpen(null)}
    />
  ) : null;
  const list = (
    <section aria-label={title} className={className}>
      <h2>{title}</h2>
      <ul className={styles.list}>
        {items.map((item) => {
          const description = describeVerification(item);
          return (
            <li key={item.id} className={styles.item}>
              <div>
                <p className={styles.subject}>{description}</p>
                <p>
                  {t(
                    item.microdepositType === 'amounts' ? 'ui.bankVerify.explainAmounts' : 'ui.bankVerify.explainCode',
                  )}
                  {item.arrivalDate ? ` ${t('ui.bankVerify.arrival', { date: formatDate(item.arrivalDate) })}` : ''}
                </p>
              </div>
              <Button aria-label={t('ui.bankVerify.verifyNamed', { item: description })} onClick={() => setOpen(item)}>
                {t('ui.bankVerify.verify')}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
  // One place for the dialog whatever the list shows, so a refusal that ends the wait (and takes
  // it off the list) never resets the dialog or what was typed in it.
  return (
    <>
      {query.isError ? (
        <ErrorPanel title={title} message={t('ui.bankVerify.loadFailed')} onRetry={() => void query.refetch()} />
      ) : items.length > 0 ? (
        list
      ) : null}
      {dialog}
    </>
  );
}
