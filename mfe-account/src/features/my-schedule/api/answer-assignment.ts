import * as v from 'valibot';
import { MyAssignmentSchema, type AnswerAssignmentInput, type MySchedule } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { translate } from '../../../i18n/catalogues';
import { myScheduleKey } from './get-my-schedule';
import { replacementsKey } from './get-replacements';

/** PUT /api/scheduling/my-assignments/{id}: accept, or decline with an optional reason (and a teammate asked to take the place). */
export async function answerAssignment(id: number, answer: AnswerAssignmentInput) {
  return v.parse(MyAssignmentSchema, await api.put(`scheduling/my-assignments/${id}`, { json: answer }).json());
}

/** The answered assignment takes the server's answer in the cached list, in place. */
export function useAnswerAssignment(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: AnswerAssignmentInput) => answerAssignment(id, answer),
    onSuccess: (answered, { replacementId, offerToPosition }) => {
      client.setQueryData<MySchedule>(
        myScheduleKey,
        (schedule) =>
          schedule && {
            ...schedule,
            assignments: schedule.assignments.map((one) => (one.id === id ? answered : one)),
          },
      );
      if (replacementId || offerToPosition) client.removeQueries({ queryKey: replacementsKey(id) });
      toast.success(
        translate(
          answered.status === 'accepted'
            ? 'account.schedule.acceptedToast'
            : replacementId
              ? 'account.schedule.replacementAskedToast'
              : offerToPosition
                ? 'account.schedule.offeredToast'
                : 'account.schedule.declinedToast',
        ),
      );
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate('account.schedule.answerFailed'));
    },
  });
}
