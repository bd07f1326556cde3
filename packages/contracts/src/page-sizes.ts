// Plain values (no valibot), so a page can import them without pulling the schemas into its bundle.
import { publicPageSizes } from './public-page-sizes';

/**
 * Spec section 9, 'Page sizes': every list's page size (and search limit), in one map read by
 * the pages and by the API's query defaults.
 */
export const pageSizes = {
  ...publicPageSizes,
  // Account area
  accountRequests: 20,
  messages: 6,
  accountGivingHistory: 6,
  // Dashboard
  dashboardComments: 5,
  dashboardMembers: 12,
  dashboardPosts: 6,
  dashboardRequests: 20,
  dashboardVideoSettings: 6,
  dashboardServiceTypes: 10,
  dashboardEvents: 8,
  eventTemplates: 8,
  givingHistory: 5,
  givingTypes: 5,
  givingsReport: 8,
  activities: 8,
  groupTypes: 5,
  songSearch: 10,
  popularSongs: 10,
  // Not in the spec: the audit log (issue 29).
  auditLog: 20,
  // Not in the spec: Sent E-mails, the outbox (issue 30).
  sentEmails: 20,
  // Search limits
  userSearchLimit: 20,
  eventGroupsSearchLimit: 5,
  templateSearchLimit: 5,
  serviceTypeSearchLimit: 5,
  // Not in the spec: the dashboard's post search pages through at most this many matches.
  postSearchLimit: 50,
} as const;
export type PageSizeName = keyof typeof pageSizes;
