/** Every URL the shell builds. */
export const paths = {
  home: '/',
  videos: '/videos',
  events: '/events',
  aboutUs: '/about-us',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  signInLink: '/sign-in-link',
} as const;
