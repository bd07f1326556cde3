import type { AreaPageProps } from '@church/areas';
import { AuditLogList } from '../features/audit-log/components/audit-log-list';

/** /dashboard/audit-log, for admins: who did what to money and permissions, when and from where. */
export default function AuditLogPage(_props: AreaPageProps) {
  return (
    <section className="ui-page">
      <h1>Audit Log</h1>
      <AuditLogList />
    </section>
  );
}
