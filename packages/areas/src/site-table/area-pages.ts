import type { AllowedActionName } from '@church/contracts';
import type { AreaPageRef } from '@church/exposes';

// The remotes and the areas are named by the contract between shell and remotes.
export type { Area, RemoteName } from '@church/exposes';

export { areaPrefixes } from './area-prefixes';

/** Where a page sits in one area: its path below the area, menu label, and who may open it. */
export interface AreaPlacement {
  /** Relative to the area, e.g. 'payment-settings' or 'plan-page/:id'. */
  path: string;
  title: string;
  inMenu: boolean;
  /** Account area only: the allowed action that unlocks it; none means every member has it. */
  action?: AllowedActionName;
  /**
   * Account area only: the menu entry shows only to sessions holding this fact (the page still
   * opens by its address, and says why it is empty).
   */
  inMenuIf?: 'onTeam';
  /** Other paths (relative) on which this page's menu entry is marked active. */
  activeOn?: readonly string[];
}

/**
 * A shared query a page reads first, by the name of its options in `@church/query` (the
 * `currentUser` read is `currentUserQueryOptions`). A name, not a call: the table stays free of
 * the query library, so the page server can read it too (`src/prefetch-queries.ts` starts them).
 */
export type FirstRead = 'currentUser' | 'states';

/**
 * A page written once, in the remote that owns its subject, exposed without a layout: the
 * exposed module is also the chunk that holds it (federation splits each exposed module). Only a
 * module the contract declares as an area page fits (@church/exposes): a renamed or removed
 * expose, or one that wants other props, fails the typecheck here.
 */
export type AreaPage = AreaPageRef & {
  account?: AreaPlacement;
  dashboard?: AreaPlacement;
  /** The page's first data requests, started beside the page's code, not after it. */
  firstReads?: readonly FirstRead[];
  /**
   * A page's own first reads, for a page opened by its address: API paths (below /api, a
   * `:name` filled from the page's path) the shell asks for beside the page's code; the page's
   * read of the same path takes that answer (`readEarly` in @church/http).
   */
  firstRequests?: readonly string[];
};

/**
 * Every page of the account area and the dashboard (spec section 2), in the dashboard's menu
 * order (the account menu sorts by allowed action, find-area-page.ts). A row is what makes a
 * page's route, its menu entry and its guard exist; plan-page/{id}, events-master-calendar
 * and the post editor have no menu entry of their own.
 */
export const areaPages: readonly AreaPage[] = [
  {
    remote: 'mfe_dashboard',
    exposed: 'charts',
    dashboard: { path: 'charts', title: 'Statistics', inMenu: true },
  },
  {
    remote: 'mfe_account',
    exposed: 'account-settings',
    account: { path: 'settings', title: 'Account Settings', inMenu: true },
    dashboard: { path: 'account-settings', title: 'Account Settings', inMenu: true },
    firstReads: ['currentUser', 'states'],
  },
  {
    remote: 'mfe_account',
    exposed: 'givings-history',
    account: { path: 'givings-history', title: 'Givings History', inMenu: true },
  },
  {
    remote: 'mfe_dashboard',
    exposed: 'givings',
    account: { path: 'givings-settings', title: 'Givings Settings', inMenu: true, action: 'Givings' },
    dashboard: { path: 'givings', title: 'Givings History', inMenu: true },
  },
  // Pledge campaigns (issue 32): their progress and pledges, for admins and the Givings action.
  {
    remote: 'mfe_dashboard',
    exposed: 'campaigns',
    account: { path: 'campaigns', title: 'Campaigns', inMenu: true, action: 'Givings' },
    dashboard: { path: 'campaigns', title: 'Campaigns', inMenu: true },
  },
  {
    remote: 'mfe_account',
    exposed: 'prayer-requests',
    account: { path: 'prayer-requests', title: 'My Prayer Requests', inMenu: true },
    dashboard: { path: 'prayer-requests', title: 'Prayer Requests', inMenu: true },
  },
  // Volunteer scheduling (issue 33): a member's own assignments, to accept or decline; in the menu of team members.
  {
    remote: 'mfe_account',
    exposed: 'my-schedule',
    account: { path: 'my-schedule', title: 'My Schedule', inMenu: true, inMenuIf: 'onTeam' },
  },
  {
    remote: 'mfe_dashboard',
    exposed: 'video-settings',
    account: { path: 'video-settings', title: 'Video Settings', inMenu: true, action: 'Video upload' },
    dashboard: { path: 'video-settings', title: 'Video Settings', inMenu: true },
  },
  {
    remote: 'mfe_dashboard',
    exposed: 'comments',
    account: { path: 'comments', title: 'Comments', inMenu: true, action: 'Comments' },
    dashboard: { path: 'comments', title: 'Comments', inMenu: true },
  },
  {
    remote: 'mfe_dashboard',
    exposed: 'posts',
    account: {
      path: 'posts',
      title: 'Posts',
      inMenu: true,
      action: 'Post upload',
      activeOn: ['posts/new', 'posts/:id/edit'],
    },
    dashboard: { path: 'posts', title: 'Posts', inMenu: true, activeOn: ['posts/new', 'posts/:id/edit'] },
  },
  // The post editor: one module, a row for a new post and a row for an edit (no menu entries).
  {
    remote: 'mfe_dashboard',
    exposed: 'post-editor',
    account: { path: 'posts/new', title: 'New Post', inMenu: false, action: 'Post upload' },
    dashboard: { path: 'posts/new', title: 'New Post', inMenu: false },
  },
  {
    remote: 'mfe_dashboard',
    exposed: 'post-editor',
    account: { path: 'posts/:id/edit', title: 'Edit Post', inMenu: false, action: 'Post upload' },
    dashboard: { path: 'posts/:id/edit', title: 'Edit Post', inMenu: false },
  },
  {
    remote: 'mfe_dashboard',
    exposed: 'members',
    account: { path: 'members', title: 'Members', inMenu: false, action: 'Members' },
    dashboard: { path: 'members', title: 'Members', inMenu: true },
  },
  {
    remote: 'mfe_dashboard',
    exposed: 'reports',
    account: { path: 'Reports', title: 'Reports', inMenu: true, action: 'Reports' },
    dashboard: { path: 'reports', title: 'Reports', inMenu: true },
  },
  {
    remote: 'mfe_plans',
    exposed: 'events',
    account: { path: 'events', title: 'Events', inMenu: true, action: 'Events' },
    dashboard: { path: 'events', title: 'Events', inMenu: true },
  },
  {
    remote: 'mfe_plans',
    exposed: 'event-plans',
    account: {
      path: 'event-plans',
      title: 'Plans',
      inMenu: true,
      action: 'Service plans',
      activeOn: ['plan-page/:id', 'events-master-calendar', 'scheduling-grid'],
    },
    dashboard: {
      path: 'event-plans',
      title: 'Plans',
      inMenu: true,
      activeOn: ['plan-page/:id', 'events-master-calendar', 'scheduling-grid'],
    },
  },
  // A service type's plan page: no menu entry; the Plans entry is active on it.
  {
    remote: 'mfe_plans',
    exposed: 'plan-page',
    account: { path: 'plan-page/:id', title: 'Plan', inMenu: false, action: 'Service plans' },
    dashboard: { path: 'plan-page/:id', title: 'Plan', inMenu: false },
    // The plan, whose order of service is most of the first screen, and its date (the items' start times).
    firstRequests: ['service-types/:id', 'scheduling/plans/:id'],
  },
  // The master calendar: no menu entry of its own; the Plans entry is active on it.
  {
    remote: 'mfe_plans',
    exposed: 'events-master-calendar',
    account: { path: 'events-master-calendar', title: 'Master Calendar', inMenu: false, action: 'Service plans' },
    dashboard: { path: 'events-master-calendar', title: 'Master Calendar', inMenu: false },
  },
  // Volunteer scheduling (issue 33): positions × the next dated plans; the Plans entry is active on it.
  {
    remote: 'mfe_plans',
    exposed: 'scheduling-grid',
    account: { path: 'scheduling-grid', title: 'Scheduling Grid', inMenu: false, action: 'Service plans' },
    dashboard: { path: 'scheduling-grid', title: 'Scheduling Grid', inMenu: false },
  },
  {
    remote: 'mfe_giving',
    exposed: 'payment-settings',
    account: { path: 'payment-settings', title: 'Payment Settings', inMenu: true },
    dashboard: { path: 'payment-settings', title: 'Payment Settings', inMenu: true },
  },
  {
    remote: 'mfe_dashboard',
    exposed: 'roles',
    account: { path: 'roles', title: 'Roles', inMenu: false, action: 'Roles' },
    dashboard: { path: 'roles', title: 'Roles', inMenu: true },
  },
  // Not in the spec (issue 29): admins only, so no account placement.
  {
    remote: 'mfe_dashboard',
    exposed: 'church-settings',
    dashboard: { path: 'church-settings', title: 'Church Settings', inMenu: true },
  },
  {
    remote: 'mfe_dashboard',
    exposed: 'audit-log',
    dashboard: { path: 'audit-log', title: 'Audit Log', inMenu: true },
  },
  // The e-mails the site kept instead of sending (no SMTP server): admins only.
  {
    remote: 'mfe_dashboard',
    exposed: 'sent-emails',
    dashboard: { path: 'sent-emails', title: 'Sent E-mails', inMenu: true },
  },
];
