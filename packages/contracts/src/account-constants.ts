// Plain values about accounts, apart from the schemas so that importing one of them does not
// pull valibot into a bundle (the shell's first-visit JS uses these).

/** The nine allowed actions that unlock account pages (spec section 6). */
export const allowedActionNames = [
  'Video upload',
  'Post upload',
  'Service plans',
  'Comments',
  'Givings',
  'Events',
  'Roles',
  'Reports',
  'Members',
] as const;
export type AllowedActionName = (typeof allowedActionNames)[number];

export const ADMIN_ROLE = 'Admin';

/**
 * The header's Log out toast, a string of its own: the header is on every first visit, and
 * naming one message of accountMessages (account-messages.ts) would bring them all.
 */
export const logoutFailedMessage = 'Failed to logout';
