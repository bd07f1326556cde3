import type { EventsReport as Report, ReportRange } from '@church/contracts';
import { Button, formatDate, formatMonth, formatTime, QueryView } from '@church/ui';
import { useDownloadReportPdf } from '../api/download-report-pdf';
import { useEventsReport } from '../api/get-events-report';
import styles from './reports.module.css';

function MonthTable({ month, events }: Report['months'][number]) {
  const title = formatMonth(month);
  return (
    <>
      <h3 className={styles.month}>{title}</h3>
      <table className={styles.eventsTable}>
        <caption className="ui-visually-hidden">Events in {title}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Time</th>
            <th scope="col">Title</th>
            <th scope="col">Group</th>
            <th scope="col">Location</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td data-label="Date">{formatDate(event.startDate)}</td>
              <td data-label="Time">
                {formatTime(event.startDate)} – {formatTime(event.endDate)}
              </td>
              <th scope="row" data-label="Title">
                {event.title}
              </th>
              <td data-label="Group">{event.groupName ?? '—'}</td>
              <td data-label="Location">{event.location}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The events starting within the days, by month, on the church's calendar and clock. */
export function EventsReport({ range }: { range: ReportRange }) {
  const report = useEventsReport(range);
  const pdf = useDownloadReportPdf('events');
  return (
    <section className={styles.report} aria-labelledby="events-report-title">
      <div className="ui-section-header">
        <h2 id="events-report-title">Events</h2>
        <Button variant="secondary" loading={pdf.isPending} onClick={() => pdf.mutate(range)}>
          Download events PDF
        </Button>
      </div>
      <QueryView
        query={report}
        errorMessage="Failed to generate report"
        empty="No events in this period."
        isEmpty={(data) => data.months.length === 0}
      >
        {(data) => data.months.map((month) => <MonthTable key={month.month} {...month} />)}
      </QueryView>
    </section>
  );
}
