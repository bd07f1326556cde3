/** The dashboard's pages (spec section 2); each page's content arrives with its own feature. */
export const dashboardPages = [
  { path: 'charts', title: 'Statistics' },
  { path: 'account-settings', title: 'Account Settings' },
  { path: 'givings', title: 'Givings History' },
  { path: 'prayer-requests', title: 'Prayer Requests' },
  { path: 'video-settings', title: 'Video Settings' },
  { path: 'comments', title: 'Comments' },
  { path: 'posts', title: 'Posts' },
  { path: 'members', title: 'Members' },
  { path: 'reports', title: 'Reports' },
  { path: 'events', title: 'Events' },
  { path: 'event-plans', title: 'Plans' },
  { path: 'payment-settings', title: 'Payment Settings' },
  { path: 'roles', title: 'Roles' },
  { path: 'plan-page/:id', title: 'Plan' },
  { path: 'events-master-calendar', title: 'Master Calendar' },
] as const;
