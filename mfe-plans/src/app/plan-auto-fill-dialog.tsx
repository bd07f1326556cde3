import type { GridPlan } from '@church/contracts';
import { useQueryClient } from '@church/query';
import { Modal, QueryView } from '@church/ui';
import { gridKey } from '../features/scheduling-grid/api/get-scheduling-grid';
import { usePlanSchedule } from '../features/scheduling/api/get-plan-schedule';
import { AutoFill } from '../features/scheduling/components/auto-fill';
import { useTranslate } from '../i18n/catalogues';

/**
 * The plan page's auto-fill, opened from a column of the grid: the same proposals and the same
 * "Schedule these". The grid is read again when the dialog closes, to show whom it scheduled.
 */
export function PlanAutoFillDialog({ plan, onClose }: { plan: GridPlan; onClose: () => void }) {
  const { t } = useTranslate();
  const queryClient = useQueryClient();
  const schedule = usePlanSchedule(plan.serviceTypeId);
  const close = () => {
    void queryClient.invalidateQueries({ queryKey: gridKey });
    onClose();
  };
  return (
    <Modal title={t('plans.grid.autoFillTitle', { plan: plan.name })} onClose={close} wide>
      <p>{t('plans.grid.autoFillLead')}</p>
      <QueryView query={schedule} errorMessage={t('plans.scheduling.loadFailed')}>
        {({ teams }) => <AutoFill serviceTypeId={plan.serviceTypeId} teams={teams} />}
      </QueryView>
    </Modal>
  );
}
