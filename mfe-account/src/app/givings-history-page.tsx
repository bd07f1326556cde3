import type { AreaPageProps } from '@church/areas';
import { useTranslate } from '../i18n/catalogues';
import { GivingsHistory } from '../features/givings-history/components/givings-history';

/** /account/givings-history: the member's own gifts, with refunds. */
export default function GivingsHistoryPage(_props: AreaPageProps) {
  const { t } = useTranslate();
  return (
    <section className="ui-page">
      <h1>{t('account.givings.title')}</h1>
      <GivingsHistory />
    </section>
  );
}
