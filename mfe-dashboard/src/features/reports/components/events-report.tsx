import type { EventsReport as Report, ReportRange } from '@church/contracts';
import { Button, churchTimeZone, formatDate, QueryView } from '@church/ui';
import { useDownloadReportPdf } from '../api/download-report-pdf';
import { useEventsReport } from '../api/get-events-report';
import styles from './reports.module.css';

/** 'March 2026' from '2026-03'. */
const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T12:00:00Z`),
  );

/** '07:30 AM' on the church's clock. */
const timeOf = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso));

function MonthTable({ month, events }: Report['months'][number]) {
  const zone = churchTimeZone();
  const title = monthName(month);
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
              <td data-label="Date">{formatDate(event.startDate, zone)}</td>
              <td data-label="Time">
                {timeOf(event.startDate, zone)} – {timeOf(event.endDate, zone)}
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
