import type { ServicePlan } from '@church/contracts';
import { PlanAttachments } from '../features/plan-attachments/components/plan-attachments';
import { PlanScheduling } from '../features/scheduling/components/plan-scheduling';
import { PlanNotes } from '../features/service-plan/components/plan-notes';
import { SongPlacementField, type SongPlacement } from '../features/service-plan/components/song-placement';
import { SongSearch, type PickedSong } from '../features/songs/components/song-search';
import { useTranslate } from '../i18n/catalogues';
import styles from './plan-page.module.css';

/** Songs, notes, attachments and volunteers: below the order of service. */
export default function SectionsBelow({
  plan,
  placement,
  setPlacement,
  addSong,
}: {
  plan: ServicePlan;
  placement: SongPlacement;
  setPlacement: (placement: SongPlacement) => void;
  addSong: (song: PickedSong) => Promise<void>;
}) {
  const { t } = useTranslate();
  const items = plan.servicePlan.servicePlanItems;
  return (
    <>
      {/* Songs (features/songs): a pick becomes a song item through this page's create-item mutation. */}
      <section aria-labelledby="add-song" className={styles.section}>
        <h2 id="add-song">{t('plans.plan.addSong')}</h2>
        <div className={styles.placement}>
          <SongPlacementField items={items} value={placement} onChange={setPlacement} />
        </div>
        <SongSearch onPick={addSong} />
      </section>
      <PlanNotes serviceTypeId={plan.id} notes={plan.servicePlan.notes} />
      {/* Attachments: files and links (features/plan-attachments). */}
      <PlanAttachments serviceTypeId={plan.id} attachments={plan.servicePlan.attachments} />
      {/* Volunteers: the plan's date, who is scheduled per position, the teams (features/scheduling). */}
      <PlanScheduling serviceTypeId={plan.id} />
    </>
  );
}
