import type { SavePosition } from '@church/contracts';
import { api } from '@church/http';
import { useScheduleChange } from './use-schedule-change';

export type PositionChange = SavePosition & { id?: number; teamId: number };

/** POST /api/scheduling/positions, or PUT /api/scheduling/positions/{id} to change one. */
export function savePosition({ id, teamId, ...fields }: PositionChange) {
  return id === undefined
    ? api.post('scheduling/positions', { json: { teamId, ...fields } })
    : api.put(`scheduling/positions/${id}`, { json: fields });
}

export const useSavePosition = (serviceTypeId: number) =>
  useScheduleChange(serviceTypeId, savePosition, {
    done: 'plans.scheduling.positionSaved',
    failed: 'plans.scheduling.positionSaveFailed',
  });
