import type { HouseholdRule } from '@church/contracts';
import { api } from '@church/http';
import { useScheduleChange } from './use-schedule-change';

type TeamChange = { id?: number; name: string; householdRule?: HouseholdRule };

/** POST /api/scheduling/teams, or PUT /api/scheduling/teams/{id} to rename one or set its household rule. */
export function saveTeam(serviceTypeId: number, { id, name, householdRule }: TeamChange) {
  return id === undefined
    ? api.post('scheduling/teams', { json: { serviceTypeId, name } })
    : api.put(`scheduling/teams/${id}`, { json: { name, householdRule } });
}

export const useSaveTeam = (serviceTypeId: number) =>
  useScheduleChange(serviceTypeId, (team: TeamChange) => saveTeam(serviceTypeId, team), {
    done: 'plans.scheduling.teamSaved',
    failed: 'plans.scheduling.teamSaveFailed',
  });
