import type { AreaPageProps } from '@church/areas';
import { useSession } from '@church/auth';
import { PendingBankVerifications } from '@church/ui/bank-verification';
import { useTranslate } from '../i18n/catalogues';
import { GivingsHistory } from '../features/givings-history/components/givings-history';
import { YearStatement } from '../features/givings-history/components/year-statement';
import { MyPledges } from '../features/pledges/components/my-pledges';

/**
 * /account/givings-history: the member's year and its statement, their pledges, a gift still
 * waiting for its bank account's micro-deposits (decision 0109), then their own gifts, with refunds.
 */
export default function GivingsHistoryPage(_props: AreaPageProps) {
  const { t } = useTranslate();
  const userId = useSession((state) => state.session?.userId ?? null);
  return (
    <section className="ui-page">
      <h1>{t('account.givings.title')}</h1>
      <YearStatement />
      <MyPledges />
      <PendingBankVerifications kind="gift" userId={userId} />
      <GivingsHistory />
    </section>
  );
}
