/** A page the shell draws itself: where e-mailed links land, and the 404 page. */
export interface ShellPage {
  id: string;
  path: string;
  /** Document title (the shell adds the product name). */
  title: string;
}

/** The shell's own pages; each reads a `token` from its query string (spec section 3). */
export const shellPages = [
  { id: 'reset-password', path: '/reset-password', title: 'Reset password' },
  { id: 'confirm-email', path: '/confirm-email', title: 'Confirm email' },
  { id: 'sign-in-link', path: '/sign-in-link', title: 'Sign in' },
  // The Accept and Decline links of a volunteer's schedule mail (issue 33): no sign-in needed.
  { id: 'schedule-answer', path: '/schedule-answer', title: 'Your answer' },
  // The "Take this place" link of a place offered to the whole position (decision 0100): no sign-in needed.
  { id: 'schedule-offer', path: '/schedule-offer', title: 'An offered place' },
] as const satisfies readonly ShellPage[];

export type ShellPageId = (typeof shellPages)[number]['id'];

/** What the shell draws for a path no row names. */
export const notFoundPage = { title: 'Page not found' } as const;
