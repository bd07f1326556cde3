import { api } from '@church/http';
import { useScheduleChange } from './use-schedule-change';

/** POST /api/scheduling/positions/{id}/members: the member may now be scheduled in the position. */
export const addPositionMember = ({ positionId, userId }: { positionId: number; userId: string }) =>
  api.post(`scheduling/positions/${positionId}/members`, { json: { userId } });

export const useAddPositionMember = (serviceTypeId: number) =>
  useScheduleChange(serviceTypeId, addPositionMember, {
    done: 'plans.scheduling.memberAdded',
    failed: 'plans.scheduling.memberAddFailed',
  });
