import type { AuditAction } from '@church/contracts';
import { auditActions } from '@church/contracts';
import { useSearchParams } from '@church/router';

/** The audit list's filter: one action, a person (name or e-mail), days (both included). */
export interface AuditFilter {
  action?: AuditAction;
  person?: string;
  from?: string;
  to?: string;
}

const day = /^\d{4}-\d{2}-\d{2}$/;
const dayParam = (value: string | null) => (value && day.test(value) ? value : undefined);
const actionParam = (value: string | null) => (value && value in auditActions ? (value as AuditAction) : undefined);

/** The filter lives in the URL (`?action=&person=&from=&to=`); changing it goes back to page 1. */
export function useAuditFilter() {
  const [params, setParams] = useSearchParams();
  const filter: AuditFilter = {
    action: actionParam(params.get('action')),
    person: params.get('person') || undefined,
    from: dayParam(params.get('from')),
    to: dayParam(params.get('to')),
  };
  const setFilter = (next: AuditFilter) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.delete('page');
      for (const [name, value] of Object.entries(next) as [string, string | undefined][]) {
        if (value) copy.set(name, value);
        else copy.delete(name);
      }
      for (const name of ['action', 'person', 'from', 'to']) if (!(name in next)) copy.delete(name);
      return copy;
    });
  return { filter, setFilter };
}
