import { api } from '@church/http';
import { useScheduleChange } from './use-schedule-change';

/** PUT /api/scheduling/plans/{id}/time: when the service starts (an instant; the form reads the church's clock). */
export const setPlanTime = (serviceTypeId: number, startsAt: string) =>
  api.put(`scheduling/plans/${serviceTypeId}/time`, { json: { startsAt } });

export const useSetPlanTime = (serviceTypeId: number) =>
  useScheduleChange(serviceTypeId, (startsAt: string) => setPlanTime(serviceTypeId, startsAt), {
    done: 'plans.scheduling.dateSaved',
    failed: 'plans.scheduling.dateSaveFailed',
  });
