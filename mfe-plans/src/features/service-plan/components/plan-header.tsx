import type { ServicePlan } from '@church/contracts';
import { formatDate } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './service-plan.module.css';

/** The plan's name (the page heading) and its dates. */
export function PlanHeader({ plan }: { plan: ServicePlan }) {
  const { t } = useTranslate();
  return (
    <>
      <h1>{plan.name}</h1>
      <p className={styles.itemMeta}>
        {t('plans.plan.dates', { created: formatDate(plan.createdAt), changed: formatDate(plan.updatedAt) })}
      </p>
    </>
  );
}
