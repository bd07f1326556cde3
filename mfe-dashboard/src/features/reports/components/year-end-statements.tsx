import { useState } from 'react';
import { reportMessages, type StatementJob } from '@church/contracts';
import { Button, churchTimeZone, QueryView, SelectField, todayIn, useConfirm } from '@church/ui';
import { useDownloadStatements, useStartStatements, useStatementJob } from '../api/year-end-statements';
import styles from './reports.module.css';
import { useTranslate } from '../../../i18n/catalogues';

/** Last year first: statements go out in January for the year that ended. */
function recentYears(): number[] {
  const year = Number(todayIn(churchTimeZone()).slice(0, 4));
  return [year - 1, year, year - 2, year - 3, year - 4];
}

function JobProgress({ job }: { job: StatementJob }) {
  const { t } = useTranslate();
  const counts = { processed: job.processed, total: job.total };
  return (
    <div className={styles.job}>
      <progress value={job.processed} max={Math.max(job.total, 1)} aria-label={t('dashboard.statements.progress')} />
      <p role="status">{t(`dashboard.statements.${job.status}`, counts)}</p>
      <p className={styles.muted}>
        {t('dashboard.statements.outcome', { sent: job.sent, already: job.alreadySent, without: job.withoutEmail })}
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
  const { t } = useTranslate();
  const years = recentYears();
  const [year, setYear] = useState(years[0] ?? 0);
  const job = useStatementJob(year);
  const start = useStartStatements();
  const zip = useDownloadStatements();
  const { confirm, dialog } = useConfirm();
  const running = job.data?.status === 'running';

  const askToStart = () =>
    void confirm({
      title: t('dashboard.statements.confirmTitle', { year: String(year) }),
      message: <p>{t('dashboard.statements.confirmMessage', { year: String(year) })}</p>,
      confirmLabel: t('dashboard.statements.confirm'),
      onConfirm: () => start.mutateAsync(year),
    });

  return (
    <section className={styles.report} aria-labelledby="statements-title">
      <div className="ui-section-header">
        <h2 id="statements-title">{t('dashboard.statements.title')}</h2>
      </div>
      <div className={styles.statementsBar}>
        <SelectField label={t('dashboard.statements.year')} value={year} onChange={(event) => setYear(Number(event.target.value))}>
          {[...years].sort((a, b) => b - a).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
        <Button onClick={askToStart} loading={start.isPending} disabled={running}>
          {t('dashboard.statements.send')}
        </Button>
        <Button variant="secondary" onClick={() => zip.mutate(year)} loading={zip.isPending}>
          {t('dashboard.statements.downloadZip')}
        </Button>
      </div>
      <QueryView query={job} errorMessage={t(reportMessages.reportFailed)}>
        {(latest) =>
          latest ? <JobProgress job={latest} /> : <p className="ui-empty">{t('dashboard.statements.none', { year: String(year) })}</p>
        }
      </QueryView>
      {dialog}
    </section>
  );
}
