import type { GridAutoFillProposal } from '@church/contracts';
import { useQueryClient } from '@church/query';
import { churchDay, formatTime, formatWeekdayAndDay, Modal, QueryView } from '@church/ui';
import { getGridAutoFill } from '../features/scheduling-grid/api/get-grid-auto-fill';
import { gridKey, useSchedulingGrid } from '../features/scheduling-grid/api/get-scheduling-grid';
import { schedulingKeys } from '../features/scheduling/api/scheduling-keys';
import { AutoFillProposals } from '../features/scheduling/components/auto-fill';
import { useTranslate } from '../i18n/catalogues';

/**
 * Auto-fill for every plan the grid shows at once (the same `skip`): the plan page's proposals,
 * each plan counting the ones before it, listed under their plan, scheduled the same way. The
 * grid is read again when the dialog closes.
 */
export function GridAutoFillDialog({ skip, onClose }: { skip: number; onClose: () => void }) {
  const { t } = useTranslate();
  const queryClient = useQueryClient();
  const grid = useSchedulingGrid(skip);
  const close = () => {
    void queryClient.invalidateQueries({ queryKey: gridKey });
    onClose();
  };
  return (
    <Modal title={t('plans.grid.autoFillAllTitle')} onClose={close} wide>
      <p>{t('plans.grid.autoFillAllLead')}</p>
      <QueryView query={grid} errorMessage={t('plans.grid.loadFailed')}>
        {({ plans, rows }) => {
          const positionOf = ({ positionId }: GridAutoFillProposal) => {
            const row = rows.find((one) => one.cells.some((cell) => cell?.positionId === positionId));
            return row ? t('plans.grid.rowName', { team: row.team, position: row.position }) : '';
          };
          const planOf = ({ serviceTypeId }: GridAutoFillProposal) => {
            const plan = plans.find((one) => one.serviceTypeId === serviceTypeId);
            if (!plan) return '';
            const when = t('plans.grid.when', {
              day: formatWeekdayAndDay(churchDay(plan.startsAt)),
              time: formatTime(plan.startsAt),
            });
            return t('plans.grid.planOn', { plan: plan.name, when });
          };
          return (
            <AutoFillProposals
              propose={() => getGridAutoFill(skip)}
              positionOf={positionOf}
              groupOf={planOf}
              scheduledKey={schedulingKeys.all}
            />
          );
        }}
      </QueryView>
    </Modal>
  );
}
