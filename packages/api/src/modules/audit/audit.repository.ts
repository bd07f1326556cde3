import type { AuditLogEntry, AuditLogPage, AuditLogQuery } from '@church/contracts';
import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { paginate } from '../../db/paginate';
import type { DbOrTx } from '../../db/types';
import { containsPattern } from '../../lib/params';
// The snapshot of names reads the members' table in the same statement; only the table, so the
// users module can record through this one without an import cycle.
import { users } from '../users';
import type { AuditWho } from './audit-context';
import { auditLog } from './audit.table';

export type AuditRepository = ReturnType<typeof createAuditRepository>;

/** One row to append: who and from where, and what. */
export interface AuditRow extends AuditWho {
  action: string;
  subjectType: string | null;
  subjectId: string | null;
  details: Record<string, unknown>;
  /** A member the action is about: their name and e-mail as they are now go into `details`. */
  aboutMember?: string;
}

const fullName = (id: string) =>
  sql<string | null>`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${id})`;
const emailOf = (id: string) => sql<string | null>`(select ${users.email} from ${users} where ${users.id} = ${id})`;

function filters(query: AuditLogQuery): SQL | undefined {
  const person = query.person ? containsPattern(query.person) : undefined;
  return and(
    query.action ? eq(auditLog.action, query.action) : undefined,
    person ? or(ilike(auditLog.actorName, person), ilike(auditLog.actorEmail, person)) : undefined,
    query.from ? gte(auditLog.at, new Date(query.from)) : undefined,
    query.to ? lt(auditLog.at, new Date(query.to)) : undefined,
  );
}

function toEntry(row: typeof auditLog.$inferSelect): AuditLogEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actorId ? { id: row.actorId, name: row.actorName, email: row.actorEmail } : null,
    action: row.action,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    details: row.details,
    ip: row.ip,
    userAgent: row.userAgent,
  };
}

/** Appends and reads; the table refuses anything else. */
export function createAuditRepository(db: DbOrTx) {
  return {
    async insert(row: AuditRow, tx: DbOrTx = db): Promise<void> {
      const { aboutMember, actorId, ...rest } = row;
      const details = aboutMember
        ? sql`${JSON.stringify(rest.details)}::jsonb || jsonb_build_object('memberName', ${fullName(aboutMember)}::text, 'memberEmail', ${emailOf(aboutMember)}::text)`
        : rest.details;
      await tx.insert(auditLog).values({
        ...rest,
        actorId,
        actorName: actorId ? fullName(actorId) : null,
        actorEmail: actorId ? emailOf(actorId) : null,
        details,
      });
    },

    /** Newest first; the id breaks ties between entries of the same instant. */
    page(query: AuditLogQuery, tx: DbOrTx = db): Promise<AuditLogPage> {
      const where = filters(query);
      const rows = tx.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).$dynamic();
      return paginate(rows, tx.$count(auditLog, where), query, toEntry);
    },
  };
}
