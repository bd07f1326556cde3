import { api } from '@church/http';
import { useScheduleChange } from './use-schedule-change';

/** DELETE /api/scheduling/positions/{id}/members/{userId}. */
export const removePositionMember = ({ positionId, userId }: { positionId: number; userId: string }) =>
  api.delete(`scheduling/positions/${positionId}/members/${userId}`);

export const useRemovePositionMember = (serviceTypeId: number) =>
  useScheduleChange(serviceTypeId, removePositionMember, {
    done: 'plans.scheduling.memberRemoved',
    failed: 'plans.scheduling.memberRemoveFailed',
  });
