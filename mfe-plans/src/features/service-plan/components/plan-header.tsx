import type { ServicePlan } from '@church/contracts';
import { formatDate } from '@church/ui';
import styles from './service-plan.module.css';

/** The plan's name (the page heading) and its dates. */
export function PlanHeader({ plan }: { plan: ServicePlan }) {
  return (
    <>
      <h1>{plan.name}</h1>
      <p className={styles.itemMeta}>
        Created {formatDate(plan.createdAt)} · Last changed {formatDate(plan.updatedAt)}
      </p>
    </>
  );
}
