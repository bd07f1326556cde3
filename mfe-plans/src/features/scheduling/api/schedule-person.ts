import { api } from '@church/http';
import { useScheduleChange } from './use-schedule-change';

/** POST /api/scheduling/assignments: Pending, and the person is mailed Accept and Decline links. */
export const schedulePerson = ({ positionId, userId }: { positionId: number; userId: string }) =>
  api.post('scheduling/assignments', { json: { positionId, userId } });

export const useSchedulePerson = (serviceTypeId: number) =>
  useScheduleChange(serviceTypeId, schedulePerson, {
    done: 'plans.scheduling.scheduled',
    failed: 'plans.scheduling.scheduleFailed',
  });
