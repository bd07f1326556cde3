import type { AreaPageProps } from '@church/areas';
import { GivingsHistory } from '../features/givings-history/components/givings-history';

/** /account/givings-history: the member's own gifts, with refunds. */
export default function GivingsHistoryPage(_props: AreaPageProps) {
  return (
    <section className="ui-page">
      <h1>Givings History</h1>
      <GivingsHistory />
    </section>
  );
}
