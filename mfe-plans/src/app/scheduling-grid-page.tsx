import { useState } from 'react';
import type { AreaPageProps } from '@church/areas';
import type { GridPlan } from '@church/contracts';
import { Link } from '@church/router';
import { paths } from '../config/paths';
import { SchedulingGrid } from '../features/scheduling-grid/components/scheduling-grid';
import { AssignmentStatusBadge } from '../features/scheduling/components/assignment-status';
import { useTranslate } from '../i18n/catalogues';
import { PlanAutoFillDialog } from './plan-auto-fill-dialog';
import styles from './scheduling-grid-page.module.css';

/** /…/scheduling-grid (Service plans): positions × the next dated plans, and auto-fill for each plan. */
export default function SchedulingGridPage({ area }: AreaPageProps) {
  const { t } = useTranslate();
  const [autoFilling, setAutoFilling] = useState<GridPlan | null>(null);
  return (
    <section className={`ui-page ${styles.wide}`}>
      <Link to={paths.plans(area)} className={styles.back}>
        {t('plans.plan.allPlans')}
      </Link>
      <h1>{t('plans.grid.heading')}</h1>
      <p>{t('plans.grid.lead')}</p>
      <SchedulingGrid
        planHref={(id) => paths.plan(area, id)}
        onAutoFill={setAutoFilling}
        Status={AssignmentStatusBadge}
      />
      {autoFilling ? <PlanAutoFillDialog plan={autoFilling} onClose={() => setAutoFilling(null)} /> : null}
    </section>
  );
}
