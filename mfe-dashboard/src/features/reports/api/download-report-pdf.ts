import { reportFileName, reportMessages, type ReportRange } from '@church/contracts';
import { alreadyToasted, downloadFile, toast } from '@church/http';
import { useMutation } from '@church/query';
import { translate } from '../../../i18n/catalogues';

export type ReportKind = 'events' | 'gifts';

/** GET /api/{events|givings}/report-pdf: the report's PDF, saved under the name the API gives it. */
export const downloadReportPdf = (kind: ReportKind, range: ReportRange) =>
  downloadFile(`${kind === 'events' ? 'events' : 'givings'}/report-pdf`, range, reportFileName(kind, range));

/** The download; a failure the client did not already explain says 'Failed to generate pdf report'. */
export function useDownloadReportPdf(kind: ReportKind) {
  return useMutation({
    mutationFn: (range: ReportRange) => downloadReportPdf(kind, range),
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate(reportMessages.pdfFailed));
    },
  });
}
