import { api } from '@church/http';
import { useScheduleChange } from './use-schedule-change';

/** DELETE /api/scheduling/assignments/{id}: takes the person off the plan. */
export const unschedulePerson = (assignmentId: number) => api.delete(`scheduling/assignments/${assignmentId}`);

export const useUnschedulePerson = (serviceTypeId: number) =>
  useScheduleChange(serviceTypeId, unschedulePerson, {
    done: 'plans.scheduling.unscheduled',
    failed: 'plans.scheduling.unscheduleFailed',
  });
