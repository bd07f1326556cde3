import { api } from '@church/http';
import { useScheduleChange } from './use-schedule-change';

/** DELETE /api/scheduling/positions/{id}: the position and whoever is scheduled in it. */
export const deletePosition = (id: number) => api.delete(`scheduling/positions/${id}`);

export const useDeletePosition = (serviceTypeId: number) =>
  useScheduleChange(serviceTypeId, deletePosition, {
    done: 'plans.scheduling.positionDeleted',
    failed: 'plans.scheduling.positionDeleteFailed',
  });
