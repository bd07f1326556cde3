import * as v from 'valibot';
import { accountMessages, ProcessingFeeRatesSchema, type ProcessingFeeRates } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { processingFeesKeys } from './get-processing-fees';
import { translate } from '../../../i18n/catalogues';

/** PUT /api/processing-fees (admins): the rates as the server keeps them. */
export async function saveProcessingFees(rates: ProcessingFeeRates) {
  return v.parse(ProcessingFeeRatesSchema, await api.put('processing-fees', { json: rates }).json());
}

export function useSaveProcessingFees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProcessingFees,
    onSuccess: (saved) => {
      queryClient.setQueryData(processingFeesKeys.all, saved);
      toast.success(translate(accountMessages.changesSaved));
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate('dashboard.processingFees.saveFailed'));
    },
  });
}
