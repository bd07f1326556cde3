import * as v from 'valibot';
import { servicePlanMessages, ServiceTypeSummarySchema, type SaveServiceType } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { translate } from '../../../i18n/catalogues';
import { planKeys } from '../../../lib/plan-keys';

/** POST /api/service-types, or PUT /api/service-types/{id} to rename one. */
export async function saveServiceType({ id, name }: SaveServiceType & { id?: number }) {
  const request =
    id === undefined
      ? api.post('service-types', { json: { name } })
      : api.put(`service-types/${id}`, { json: { name } });
  return v.parse(ServiceTypeSummarySchema, await request.json());
}

/** Adds ('Successfully added!') or renames ('Successfully updated!') a service type. */
export function useSaveServiceType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveServiceType,
    onSuccess: async (_saved, { id }) => {
      toast.success(translate(id === undefined ? 'Successfully added!' : 'Successfully updated!'));
      await queryClient.invalidateQueries({ queryKey: planKeys.lists() });
      // A renamed plan's page shows the new name.
      if (id !== undefined) await queryClient.invalidateQueries({ queryKey: planKeys.plan(id) });
    },
    onError: async (error, { id }) => {
      if (await alreadyToasted(error)) return;
      toast.error(
        translate(
          id === undefined ? servicePlanMessages.createServiceTypeFailed : servicePlanMessages.updateServiceTypeFailed,
        ),
      );
    },
  });
}
