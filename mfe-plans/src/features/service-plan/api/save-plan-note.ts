import * as v from 'valibot';
import { PlanNoteSchema, servicePlanMessages, type PlanNote } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { translate } from '../../../i18n/catalogues';
import { updateCachedPlan } from './update-plan-cache';

/** POST /api/service-types/notes, or PUT /api/service-types/notes/{id} to change one. */
export async function savePlanNote(serviceTypeId: number, { id, text }: { id?: number; text: string }) {
  const request =
    id === undefined
      ? api.post('service-types/notes', { json: { serviceTypeId, text } })
      : api.put(`service-types/notes/${id}`, { json: { text } });
  return v.parse(PlanNoteSchema, await request.json());
}

const withNote = (notes: readonly PlanNote[], note: PlanNote) =>
  notes.some((other) => other.id === note.id)
    ? notes.map((other) => (other.id === note.id ? note : other))
    : [...notes, note];

/** Adds ('Successfully added!') or changes ('Successfully updated!') a note of the plan. */
export function useSavePlanNote(serviceTypeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: { id?: number; text: string }) => savePlanNote(serviceTypeId, note),
    onSuccess: (saved, { id }) => {
      updateCachedPlan(queryClient, serviceTypeId, (plan) => ({ notes: withNote(plan.notes, saved) }));
      toast.success(translate(id === undefined ? 'Successfully added!' : 'Successfully updated!'));
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate(servicePlanMessages.saveNoteFailed));
    },
  });
}
