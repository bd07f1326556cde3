import type { AllowedActionName } from '@church/contracts';

/** The account pages every member has (spec section 2). */
export const accountPages = [
  { path: 'settings', title: 'Account Settings' },
  { path: 'givings-history', title: 'Givings History' },
  { path: 'prayer-requests', title: 'My Prayer Requests' },
  { path: 'payment-settings', title: 'Payment Settings' },
] as const;

/** Pages an allowed action unlocks (spec section 2); Roles and Members have no menu entry. */
export const unlockedPages: readonly { action: AllowedActionName; path: string; title: string; inMenu: boolean }[] = [
  { action: 'Video upload', path: 'video-settings', title: 'Video Settings', inMenu: true },
  { action: 'Post upload', path: 'posts', title: 'Posts', inMenu: true },
  { action: 'Service plans', path: 'event-plans', title: 'Plans', inMenu: true },
  { action: 'Comments', path: 'comments', title: 'Comments', inMenu: true },
  { action: 'Givings', path: 'givings-settings', title: 'Givings Settings', inMenu: true },
  { action: 'Events', path: 'events', title: 'Events', inMenu: true },
  { action: 'Reports', path: 'Reports', title: 'Reports', inMenu: true },
  { action: 'Roles', path: 'roles', title: 'Roles', inMenu: false },
  { action: 'Members', path: 'members', title: 'Members', inMenu: false },
];

/** The unlocked pages for a session's allowed actions. */
export function pagesFor(allowedActions: readonly string[]) {
  return unlockedPages.filter((page) => allowedActions.includes(page.action));
}
