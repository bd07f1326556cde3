import type { AreaPageProps } from '@church/areas';
import { AuditLogList } from '../features/audit-log/components/audit-log-list';
import { useTranslate } from '../i18n/catalogues';

/** /dashboard/audit-log, for admins: who did what to money and permissions, when and from where. */
export default function AuditLogPage(_props: AreaPageProps) {
  const { t } = useTranslate();
  return (
    <section className="ui-page">
      <h1>{t('dashboard.auditLog.title')}</h1>
      <AuditLogList />
    </section>
  );
}
