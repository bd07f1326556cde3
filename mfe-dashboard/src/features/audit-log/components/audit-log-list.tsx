import type { AuditLogEntry } from '@church/contracts';
import { formatDateTime, PagedTable, useListParams, type DataColumn } from '@church/ui';
import { auditLogPageSize, useAuditLog } from '../api/get-audit-log';
import { useAuditFilter } from '../hooks/use-audit-filter';
import { AuditFilters } from './audit-filters';
import styles from './audit-log.module.css';
import { actionLabel, describeDetails } from './describe-entry';

const columns: readonly DataColumn<AuditLogEntry>[] = [
  {
    header: 'When',
    cell: (entry) => (
      <time className={styles.when} dateTime={entry.at}>
        {formatDateTime(entry.at)}
      </time>
    ),
  },
  {
    header: 'Who',
    cell: (entry) =>
      entry.actor ? (
        <>
          {entry.actor.name ?? 'Deleted member'}
          <br />
          <span className={styles.muted}>{entry.actor.email}</span>
        </>
      ) : (
        <span className={styles.muted}>Nobody signed in</span>
      ),
  },
  { header: 'Action', cell: (entry) => actionLabel(entry.action) },
  { header: 'Details', cell: (entry) => <p className={styles.details}>{describeDetails(entry)}</p> },
  {
    header: 'From where',
    cell: (entry) => (
      <>
        {entry.ip ?? '—'}
        {entry.userAgent ? (
          <>
            <br />
            <span className={styles.muted}>{entry.userAgent}</span>
          </>
        ) : null}
      </>
    ),
  },
];

/** Every recorded money and permission action, newest first, 20 a page, filtered (all in the URL). */
export function AuditLogList() {
  const { page, setPage } = useListParams({ pageSize: auditLogPageSize });
  const { filter, setFilter } = useAuditFilter();
  const log = useAuditLog(filter, page);
  const filtered = Object.values(filter).some((value) => value !== undefined);
  return (
    <>
      <AuditFilters filter={filter} onChange={setFilter} />
      <PagedTable
        caption="Audit log"
        query={log}
        columns={columns}
        getRowId={(entry) => String(entry.id)}
        failedText="Failed to get the audit log"
        emptyText={filtered ? 'No entries match these filters.' : 'Nothing has been recorded yet.'}
        skeletonRows={5}
        page={page}
        pageSize={auditLogPageSize}
        onPageChange={setPage}
        pagesLabel="Audit log pages"
      />
    </>
  );
}
