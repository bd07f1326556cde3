import type { AreaPageProps } from '@church/areas';
import { Link } from '@church/router';
import { paths } from '../config/paths';
import { ServiceTypesList } from '../features/service-types/components/service-types-list';
import { useTranslate } from '../i18n/catalogues';

/** /dashboard/event-plans and /account/event-plans (Service plans): the service types and their plans. */
export default function EventPlansPage({ area }: AreaPageProps) {
  const { t } = useTranslate();
  return (
    <section className="ui-page">
      <h1>{t('plans.serviceTypes.heading')}</h1>
      {/* Who serves across the coming plans: the scheduling grid (its own page, no menu entry). */}
      <p>
        <Link to={paths.grid(area)}>{t('plans.grid.heading')}</Link>
      </p>
      <ServiceTypesList planHref={(id) => paths.plan(area, id)} />
    </section>
  );
}
