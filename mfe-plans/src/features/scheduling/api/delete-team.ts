import { api } from '@church/http';
import { useScheduleChange } from './use-schedule-change';

/** DELETE /api/scheduling/teams/{id}: the team, its positions and whoever is scheduled in them. */
export const deleteTeam = (id: number) => api.delete(`scheduling/teams/${id}`);

export const useDeleteTeam = (serviceTypeId: number) =>
  useScheduleChange(serviceTypeId, deleteTeam, {
    done: 'plans.scheduling.teamDeleted',
    failed: 'plans.scheduling.teamDeleteFailed',
  });
