import { api } from '@church/http';
import { useScheduleChange } from './use-schedule-change';

/** POST /api/scheduling/teams, or PUT /api/scheduling/teams/{id} to rename one. */
export function saveTeam(serviceTypeId: number, { id, name }: { id?: number; name: string }) {
  return id === undefined
    ? api.post('scheduling/teams', { json: { serviceTypeId, name } })
    : api.put(`scheduling/teams/${id}`, { json: { name } });
}

export const useSaveTeam = (serviceTypeId: number) =>
  useScheduleChange(serviceTypeId, (team: { id?: number; name: string }) => saveTeam(serviceTypeId, team), {
    done: 'plans.scheduling.teamSaved',
    failed: 'plans.scheduling.teamSaveFailed',
  });
