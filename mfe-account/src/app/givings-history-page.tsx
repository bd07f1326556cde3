import type { AreaPageProps } from '@church/areas';
import { useTranslate } from '../i18n/catalogues';
import { GivingsHistory } from '../features/givings-history/components/givings-history';
import { YearStatement } from '../features/givings-history/components/year-statement';
import { MyPledges } from '../features/pledges/components/my-pledges';

/** /account/givings-history: the member's year and its statement, their pledges, then their own gifts, with refunds. */
export default function GivingsHistoryPage(_props: AreaPageProps) {
  const { t } = useTranslate();
  return (
    <section className="ui-page">
      <h1>{t('account.givings.title')}</h1>
      <YearStatement />
      <MyPledges />
      <GivingsHistory />
    </section>
  );
}
