import { useMemo } from 'react';
import type { AuditLogEntry } from '@church/contracts';
import { formatDateTime, PagedTable, useListParams, type DataColumn } from '@church/ui';
import { auditLogPageSize, useAuditLog } from '../api/get-audit-log';
import { useAuditFilter } from '../hooks/use-audit-filter';
import { AuditFilters } from './audit-filters';
import styles from './audit-log.module.css';
import { actionLabel, describeDetails } from './describe-entry';
import { type translate, useTranslate } from '../../../i18n/catalogues';

const columnsOf = (t: typeof translate): readonly DataColumn<AuditLogEntry>[] => [
  {
    header: t('dashboard.auditLog.when'),
    cell: (entry) => (
      <time className={styles.when} dateTime={entry.at}>
        {formatDateTime(entry.at)}
      </time>
    ),
  },
  {
    header: t('dashboard.auditLog.who'),
    cell: (entry) =>
      entry.actor ? (
        <>
          {entry.actor.name ?? t('dashboard.auditLog.deletedMember')}
          <br />
          <span className={styles.muted}>{entry.actor.email}</span>
        </>
      ) : (
        <span className={styles.muted}>{t('dashboard.auditLog.nobody')}</span>
      ),
  },
  { header: t('dashboard.auditLog.action'), cell: (entry) => actionLabel(entry.action) },
  {
    header: t('dashboard.auditLog.details'),
    cell: (entry) => <p className={styles.details}>{describeDetails(entry)}</p>,
  },
  {
    header: t('dashboard.auditLog.fromWhere'),
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
  const { t, language } = useTranslate();
  // `t` reads the active language: the headers are built again when it changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => columnsOf(t), [t, language]);
  const { page, setPage } = useListParams({ pageSize: auditLogPageSize });
  const { filter, setFilter } = useAuditFilter();
  const log = useAuditLog(filter, page);
  const filtered = Object.values(filter).some((value) => value !== undefined);
  return (
    <>
      <AuditFilters filter={filter} onChange={setFilter} />
      <PagedTable
        caption={t('dashboard.auditLog.caption')}
        query={log}
        columns={columns}
        getRowId={(entry) => String(entry.id)}
        failedText={t('dashboard.auditLog.failed')}
        emptyText={t(filtered ? 'dashboard.auditLog.noMatch' : 'dashboard.auditLog.none')}
        skeletonRows={5}
        page={page}
        pageSize={auditLogPageSize}
        onPageChange={setPage}
        pagesLabel={t('dashboard.auditLog.pages')}
      />
    </>
  );
}
