import { auditActions, type AuditLogEntry } from '@church/contracts';
import { translate } from '../../../i18n/catalogues';

/** The action's label, or its name for one this page does not know yet. */
export const actionLabel = (action: string) => {
  const label = auditActions[action as keyof typeof auditActions];
  return label ? translate(label) : action;
};

/** 'memberName: Daniel Okafor; amount: 61': the entry's facts, one line, for reading. */
export function describeDetails(entry: AuditLogEntry): string {
  const subject = entry.subjectType ? [`${entry.subjectType} ${entry.subjectId ?? ''}`.trim()] : [];
  const facts = Object.entries(entry.details).map(
    ([key, value]) => `${key}: ${typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}`,
  );
  return [...subject, ...facts].join('; ');
}
