import { api } from '@church/http';
import { useScheduleChange } from './use-schedule-change';

/**
 * POST /api/scheduling/assignments: Pending, and the person is mailed Accept and Decline links.
 * With conflicts the server refuses it unless `override` says the scheduler saw them.
 */
export const schedulePerson = ({
  positionId,
  userId,
  override,
}: {
  positionId: number;
  userId: string;
  override?: true;
}) => api.post('scheduling/assignments', { json: { positionId, userId, ...(override ? { override } : {}) } });

export const useSchedulePerson = (serviceTypeId: number) =>
  useScheduleChange(serviceTypeId, schedulePerson, {
    done: 'plans.scheduling.scheduled',
    failed: 'plans.scheduling.scheduleFailed',
  });
