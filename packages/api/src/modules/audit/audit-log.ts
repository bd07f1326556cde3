import type { AuditAction } from '@church/contracts';
import type { DbOrTx } from '../../db/types';
import { currentWho, type AuditWho } from './audit-context';
import { createAuditRepository } from './audit.repository';

/** What happened, as a service tells it; who and from where come from the request. */
export interface AuditEvent {
  action: AuditAction;
  /** What it was done to: a type ('giving', 'role', 'user', ...) and its id. */
  subject?: { type: string; id: string | number };
  /** A few facts worth keeping (amounts, names before and after); never secrets. */
  details?: Record<string, unknown>;
  /** A member the action is about: their name and e-mail as they are now are kept with it. */
  aboutMember?: string;
  /** Who, when not the signed-in person of the current request. */
  by?: AuditWho;
}

export type AuditLog = ReturnType<typeof createAuditLog>;

/**
 * The one way to record an action: `audit.record({ action, subject, details }, tx)`, inside the
 * transaction of the change where there is one, so the change and its record commit together.
 */
export function createAuditLog(db: DbOrTx) {
  const repository = createAuditRepository(db);
  return {
    record(event: AuditEvent, tx: DbOrTx = db): Promise<void> {
      return repository.insert(
        {
          ...(event.by ?? currentWho()),
          action: event.action,
          subjectType: event.subject?.type ?? null,
          subjectId: event.subject === undefined ? null : String(event.subject.id),
          details: event.details ?? {},
          ...(event.aboutMember ? { aboutMember: event.aboutMember } : {}),
        },
        tx,
      );
    },
  };
}
