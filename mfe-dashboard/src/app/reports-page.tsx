import type { AreaPageProps } from '@church/areas';
import { EventsReport } from '../features/reports/components/events-report';
import { GiftsReport } from '../features/reports/components/gifts-report';
import { ReportRangeForm } from '../features/reports/components/report-range-form';
import { YearEndStatements } from '../features/reports/components/year-end-statements';
import { useReportRange } from '../features/reports/hooks/use-report-range';
import { useTranslate } from '../i18n/catalogues';

/**
 * /dashboard/reports and /account/Reports with the Reports action: events and gifts of a
 * period (previews and PDFs), donors' details and tax receipts, and the year-end statements.
 */
export default function ReportsPage(_props: AreaPageProps) {
  const { t } = useTranslate();
  const { range, setRange } = useReportRange();
  return (
    <section className="ui-page">
      <h1>{t('dashboard.reports.title')}</h1>
      <ReportRangeForm range={range} onSubmit={setRange} />
      {range ? (
        <>
          <GiftsReport range={range} />
          <EventsReport range={range} />
        </>
      ) : (
        <p className="ui-empty">{t('dashboard.reports.choosePeriod')}</p>
      )}
      <YearEndStatements />
    </section>
  );
}
