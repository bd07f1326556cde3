import * as v from 'valibot';
import { countedPageSchema, pageQuerySchema } from './paging';
import { pageSizes } from './page-sizes';

/**
 * Every action the audit log records (docs/security.md, 'What is recorded'): money, the
 * campaigns money counts toward, and permissions. The admin page's action filter lists these,
 * with these labels.
 */
export const auditActions = {
  'giving.refund': 'Refund',
  'offline-giving.create': 'Offline gift recorded',
  'offline-giving.delete': 'Offline gift deleted',
  'giving-type.create': 'Giving type created',
  'giving-type.rename': 'Giving type renamed',
  'giving-type.delete': 'Giving type deleted',
  'campaign.create': 'Campaign created',
  'campaign.update': 'Campaign changed',
  'campaign.delete': 'Campaign deleted',
  'role.create': 'Role created',
  'role.update': 'Role changed',
  'role.update-range': 'Roles changed',
  'role.delete': 'Role deleted',
  'member.role-change': "Member's role changed",
  'member.delete': 'Member deleted',
  'second-factor.reset': 'Second factor reset',
  'statement.tax-receipt-sent': 'Tax receipt sent',
  'statement.year-end-started': 'Year-end statements sent',
  'report.export': 'Report downloaded',
  'church-settings.update': 'Church settings changed',
} as const;
export type AuditAction = keyof typeof auditActions;
export const auditActionNames = Object.keys(auditActions) as AuditAction[];

export const auditLogMessages = {
  actionUnknown: 'action must be one of the recorded actions',
  dateInvalid: 'from and to must be dates and times (ISO 8601, UTC) between 1900 and 2100',
} as const;

/** An instant the browser sends (`Date.toISOString()`), in years anybody's records span. */
const instant = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^(19\d\d|20\d\d|2100)-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,3})?Z$/, auditLogMessages.dateInvalid),
    v.check((text) => !Number.isNaN(new Date(text).getTime()), auditLogMessages.dateInvalid),
  ),
);

/**
 * GET /api/audit-log (admins): newest first, `take` a page, of one action, by a person (name
 * or e-mail contains, any case), done from `from` (inclusive) until `to` (exclusive).
 */
export const AuditLogQuerySchema = v.object({
  ...pageQuerySchema(pageSizes.auditLog).entries,
  action: v.optional(v.picklist(auditActionNames, auditLogMessages.actionUnknown)),
  person: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'person must be at most 100 characters'))),
  from: instant,
  to: instant,
});
export type AuditLogQuery = v.InferOutput<typeof AuditLogQuerySchema>;

export const AuditLogEntrySchema = v.object({
  id: v.number(),
  at: v.string(),
  actor: v.nullable(v.object({ id: v.string(), name: v.nullable(v.string()), email: v.nullable(v.string()) })),
  action: v.string(),
  subjectType: v.nullable(v.string()),
  subjectId: v.nullable(v.string()),
  details: v.record(v.string(), v.unknown()),
  ip: v.nullable(v.string()),
  userAgent: v.nullable(v.string()),
});
export type AuditLogEntry = v.InferOutput<typeof AuditLogEntrySchema>;
export const AuditLogPageSchema = countedPageSchema(AuditLogEntrySchema);
export type AuditLogPage = v.InferOutput<typeof AuditLogPageSchema>;
