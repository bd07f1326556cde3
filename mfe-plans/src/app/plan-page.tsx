import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { type AreaPageProps } from '@church/areas';
import { servicePlanMessages, type ServicePlan } from '@church/contracts';
import { HTTPError } from '@church/http';
import { Link, useParams } from '@church/router';
import { ErrorPanel, Spinner, usePainted } from '@church/ui';
import { paths } from '../config/paths';
import { PrintPlanButtons } from '../features/plan-print/components/print-plan-buttons';
import { usePlanSchedule } from '../features/scheduling/api/get-plan-schedule';
import { useCreatePlanItem } from '../features/service-plan/api/create-plan-item';
import { useServicePlan } from '../features/service-plan/api/get-service-plan';
import { PlanHeader } from '../features/service-plan/components/plan-header';
import { PlanItems } from '../features/service-plan/components/plan-items';
import { placementPosition, type SongPlacement } from '../features/service-plan/components/song-placement';
import type { PickedSong } from '../features/songs/components/song-search';
import { useTranslate } from '../i18n/catalogues';
import styles from './plan-page.module.css';

// Below the order of service: a chunk of its own, with the libraries only its forms use, asked
// for once the first screen has painted, so a phone fetches and draws that screen first
// (decision 0110).
const SectionsBelow = lazy(() => import('./plan-sections-below'));

/** A song found by search goes in as a song item, where the planner chose, in one step. */
const songLengthMinutes = 4;

function Plan({ plan }: { plan: ServicePlan }) {
  const items = plan.servicePlan.servicePlanItems;
  const createItem = useCreatePlanItem(plan.id);
  const [placement, setPlacement] = useState<SongPlacement>('end');
  // The plan's start is the scheduling answer's (one request with the section below, read
  // again when the date is saved there), so the items' start times follow a new date at once.
  const startsAt = usePlanSchedule(plan.id).data?.startsAt;
  const addSong = async (song: PickedSong) => {
    const created = await createItem.mutateAsync({
      kind: 'song',
      title: song.title,
      songId: song.songId,
      lengthMinutes: songLengthMinutes,
      position: placementPosition(placement, items),
    });
    // The next song goes after this one, so songs picked one after another keep their order.
    if (placement !== 'end') setPlacement(created.id);
  };

  const belowDrawn = usePainted();

  return (
    <>
      <PlanHeader plan={plan} />
      {/* Print: PDF and HTML of the plan (features/plan-print). */}
      <PrintPlanButtons serviceTypeId={plan.id} planName={plan.name} />
      <PlanItems serviceTypeId={plan.id} items={items} startsAt={startsAt} />
      {belowDrawn ? (
        <Suspense fallback={null}>
          <SectionsBelow plan={plan} placement={placement} setPlacement={setPlacement} addSong={addSong} />
        </Suspense>
      ) : null}
    </>
  );
}

/** /…/plan-page/{id} (Service plans): a service type's plan, its order of service, notes and files. */
export default function PlanPage({ area }: AreaPageProps) {
  const { t } = useTranslate();
  const { id } = useParams();
  const planId = Number(id);
  const plan = useServicePlan(planId);
  // The plan comes in one synchronous update of the query cache, which React must draw in one
  // task: the page's longest after its code had loaded (issue 36). Its first drawing waits for
  // this deferred flag instead, drawn in slices that yield to the phone between them, the
  // spinner staying meanwhile; later changes (an edit) are drawn at once.
  const loaded = useDeferredValue(plan.data !== undefined);
  const shown = loaded ? plan.data : undefined;
  const back = (
    <Link to={paths.plans(area)} className={styles.back}>
      {t('plans.plan.allPlans')}
    </Link>
  );

  // Once loaded, the plan stays on screen: a failed refetch in the background must not hide it.
  if (shown) {
    return (
      <section className="ui-page">
        {back}
        <Plan plan={shown} />
      </section>
    );
  }
  const missing =
    !Number.isInteger(planId) || planId <= 0 || (plan.error instanceof HTTPError && plan.error.response.status === 404);
  return (
    <section className="ui-page">
      {back}
      <h1>{t('plans.plan.heading')}</h1>
      {missing ? (
        <div className="ui-empty">
          <p>{t('plans.plan.missing')}</p>
        </div>
      ) : plan.isError ? (
        <ErrorPanel
          title={t('plans.common.errorTitle')}
          message={t(servicePlanMessages.getPlanFailed)}
          onRetry={() => void plan.refetch()}
        />
      ) : (
        <Spinner />
      )}
    </section>
  );
}
