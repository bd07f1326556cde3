import { planPrintMessages } from '@church/contracts';
import { downloadBlob, toast } from '@church/http';
import { useMutation } from '@church/query';
import { translate } from '../../../i18n/catalogues';

export type PrintFormat = 'pdf' | 'html';

/** POST /api/service-types/print-{pdf,html}: saved under the name the API gives (the plan's). */
export async function printPlan({ serviceTypeId, format }: { serviceTypeId: number; format: PrintFormat }) {
  await downloadBlob(`service-types/print-${format}`, { serviceTypeId });
}

/** The API's own reason is toasted by the client; 'Failed to print service plan' says what failed. */
export function usePrintPlan() {
  return useMutation({
    mutationFn: printPlan,
    onError: () => void toast.error(translate(planPrintMessages.failed)),
  });
}
