import * as v from 'valibot';
import { accountMessages, VisitInfoSchema, type VisitInfo } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { visitInfoKeys } from './get-visit-info';
import { translate } from '../../../i18n/catalogues';

/** PUT /api/visit-info (admins): the visit information as the server keeps it. */
export async function saveVisitInfo(visit: VisitInfo) {
  return v.parse(VisitInfoSchema, await api.put('visit-info', { json: visit }).json());
}

export function useSaveVisitInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVisitInfo,
    onSuccess: (saved) => {
      queryClient.setQueryData(visitInfoKeys.all, saved);
      toast.success(translate(accountMessages.changesSaved));
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate('dashboard.visitInfo.saveFailed'));
    },
  });
}
