import { reportMessages, type EventsReport as Report, type ReportRange } from '@church/contracts';
import { Button, formatDate, formatMonth, formatTime, QueryView } from '@church/ui';
import { useDownloadReportPdf } from '../api/download-report-pdf';
import { useEventsReport } from '../api/get-events-report';
import styles from './reports.module.css';
import { useTranslate } from '../../../i18n/catalogues';

function MonthTable({ month, events }: Report['months'][number]) {
  const { t } = useTranslate();
  const title = formatMonth(month);
  return (
    <>
      <h3 className={styles.month}>{title}</h3>
      <table className={styles.eventsTable}>
        <caption className="ui-visually-hidden">{t('dashboard.reports.eventsIn', { month: title })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.reports.date')}</th>
            <th scope="col">{t('dashboard.reports.time')}</th>
            <th scope="col">{t('dashboard.reports.eventTitle')}</th>
            <th scope="col">{t('dashboard.reports.group')}</th>
            <th scope="col">{t('dashboard.reports.location')}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={`${event.id} ${event.startDate}`}>
              <td data-label={t('dashboard.reports.date')}>{formatDate(event.startDate)}</td>
              <td data-label={t('dashboard.reports.time')}>
                {formatTime(event.startDate)} – {formatTime(event.endDate)}
              </td>
              <th scope="row" data-label={t('dashboard.reports.eventTitle')}>
                {event.title}
              </th>
              <td data-label={t('dashboard.reports.group')}>{event.groupName ?? '—'}</td>
              <td data-label={t('dashboard.reports.location')}>{event.location}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The events starting within the days, by month, on the church's calendar and clock. */
export function EventsReport({ range }: { range: ReportRange }) {
  const { t } = useTranslate();
  const report = useEventsReport(range);
  const pdf = useDownloadReportPdf('events');
  return (
    <section className={styles.report} aria-labelledby="events-report-title">
      <div className="ui-section-header">
        <h2 id="events-report-title">{t('dashboard.reports.events')}</h2>
        <Button variant="secondary" loading={pdf.isPending} onClick={() => pdf.mutate(range)}>
          {t('dashboard.reports.downloadEvents')}
        </Button>
      </div>
      <QueryView
        query={report}
        errorMessage={t(reportMessages.reportFailed)}
        empty={t('dashboard.reports.noEvents')}
        isEmpty={(data) => data.months.length === 0}
      >
        {(data) => data.months.map((month) => <MonthTable key={month.month} {...month} />)}
      </QueryView>
    </section>
  );
}
