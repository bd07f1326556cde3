// Every table, in one place, so drizzle knows the whole schema and drizzle-kit can diff it.
// Add a module's `<domain>.table.ts` here when the module gets tables.
export * from './seed-history.table';
export * from './list-counts.table';
export * from './table-versions.table';
export * from '../modules/enumerations/enumerations.table';
export * from '../modules/roles/roles.table';
export * from '../modules/users/users.table';
export * from '../modules/sessions/sessions.table';
export * from '../modules/account/account.table';
export * from '../modules/mail/mail.table';
export * from '../modules/videos/videos.table';
export * from '../modules/comments/comments.table';
export * from '../modules/posts/posts.table';
export * from '../modules/prayer-requests/prayer-requests.table';
export * from '../modules/prayer-requests/messages.table';
export * from '../modules/groups/groups.table';
export * from '../modules/events/events.table';
export * from '../modules/service-types/service-types.table';
export * from '../modules/giving-types/giving-types.table';
export * from '../modules/payments/payments.table';
export * from '../modules/givings/givings.table';
export * from '../modules/payment-methods/payment-methods.table';
export * from '../modules/recurring-givings/recurring-givings.table';
export * from '../modules/live/live.table';
export * from '../modules/activities/activities.table';
export * from '../modules/reports/reports.table';
export * from '../modules/throttles/rate-limits.table';
