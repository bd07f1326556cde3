import { auditActions, type AuditLogEntry } from '@church/contracts';
import { i18n } from '@church/i18n';
import { translate } from '../../../i18n/catalogues';

/** The action's label, or its name for one this page does not know yet. */
export const actionLabel = (action: string) => {
  const label = auditActions[action as keyof typeof auditActions];
  return label ? translate(label) : action;
};

/**
 * A recorded name (a fact's key, a subject's type, true or false) as an admin reads it: its
 * words in the page's language ('memberName' is 'member'), and a name this page does not know
 * yet in plain words ('campaignName' as 'campaign name').
 */
function recorded(kind: 'keys' | 'subjects' | 'values', name: string): string {
  const id = `dashboard.auditLog.${kind}.${name}`;
  return i18n.has(id)
    ? translate(id)
    : name
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .replace(/-/g, ' ')
        .toLowerCase();
}

const isFacts = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Facts in words, one 'member: Daniel Okafor' each. */
const factsOf = (facts: Record<string, unknown>): string[] =>
  Object.entries(facts).map(([key, value]) => `${recorded('keys', key)}: ${valueOf(value)}`);

function valueOf(value: unknown): string {
  if (typeof value === 'boolean') return recorded('values', String(value));
  // A change records the facts before and after it ('before: (name: Roof, goal: 50000)').
  if (isFacts(value)) return `(${factsOf(value).join(', ')})`;
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** 'memberName: Daniel Okafor; amount: 61': the entry's facts, one line, for reading. */
export function describeDetails(entry: AuditLogEntry): string {
  const subject = entry.subjectType
    ? [`${recorded('subjects', entry.subjectType)} ${entry.subjectId ?? ''}`.trim()]
    : [];
  return [...subject, ...factsOf(entry.details)].join('; ');
}
