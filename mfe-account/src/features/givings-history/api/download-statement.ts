import { reportMessages } from '@church/contracts';
import { alreadyToasted, downloadFile, toast } from '@church/http';
import { useMutation } from '@church/query';
import { translate } from '../../../i18n/catalogues';

/**
 * GET /api/givings/statement/current/pdf?year=: the member's own contribution statement of the
 * year (the PDF the year-end statements send), saved under the name the API gives it.
 */
export const downloadStatement = (year: number) =>
  downloadFile('givings/statement/current/pdf', { year }, `contribution-statement-${year}.pdf`);

/** The download; a failure the client did not already explain says 'Failed to generate pdf report'. */
export function useDownloadStatement() {
  return useMutation({
    mutationFn: downloadStatement,
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate(reportMessages.pdfFailed));
    },
  });
}
