import { useState } from 'react';
import type { AreaPageProps } from '@church/areas';
import { schedulingGridRules, type GridPlan } from '@church/contracts';
import { Link, useSearchParams } from '@church/router';
import { paths } from '../config/paths';
import { SchedulingGrid } from '../features/scheduling-grid/components/scheduling-grid';
import { AssignmentStatusBadge } from '../features/scheduling/components/assignment-status';
import { useTranslate } from '../i18n/catalogues';
import { GridAutoFillDialog } from './grid-auto-fill-dialog';
import { PlanAutoFillDialog } from './plan-auto-fill-dialog';
import styles from './scheduling-grid-page.module.css';

/** /…/scheduling-grid (Service plans): positions × the next dated plans, and auto-fill for one plan or all of them. */
export default function SchedulingGridPage({ area }: AreaPageProps) {
  const { t } = useTranslate();
  const [autoFilling, setAutoFilling] = useState<GridPlan | 'all' | null>(null);
  // Earlier / Later in the URL, so Back returns to the plans the scheduler was looking at.
  const [params, setParams] = useSearchParams();
  const skip = Math.min(Math.max(0, Math.trunc(Number(params.get('skip'))) || 0), schedulingGridRules.skipMax);
  return (
    <section className={`ui-page ${styles.wide}`}>
      <Link to={paths.plans(area)} className={styles.back}>
        {t('plans.plan.allPlans')}
      </Link>
      <h1>{t('plans.grid.heading')}</h1>
      <p>{t('plans.grid.lead')}</p>
      <SchedulingGrid
        skip={skip}
        onSkip={(next) => setParams(next > 0 ? { skip: String(next) } : {})}
        planHref={(id) => paths.plan(area, id)}
        onAutoFill={setAutoFilling}
        onAutoFillAll={() => setAutoFilling('all')}
        Status={AssignmentStatusBadge}
      />
      {autoFilling === 'all' ? (
        <GridAutoFillDialog skip={skip} onClose={() => setAutoFilling(null)} />
      ) : autoFilling ? (
        <PlanAutoFillDialog plan={autoFilling} onClose={() => setAutoFilling(null)} />
      ) : null}
    </section>
  );
}
