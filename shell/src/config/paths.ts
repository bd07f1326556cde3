import { publicPath, shellPages } from '@church/areas';

const shellPath = (id: (typeof shellPages)[number]['id']) => shellPages.find((page) => page.id === id)!.path;

/** Every URL the shell builds, from the site table. */
export const paths = {
  home: publicPath('home'),
  accessibility: publicPath('accessibility'),
  resetPassword: shellPath('reset-password'),
  confirmEmail: shellPath('confirm-email'),
  signInLink: shellPath('sign-in-link'),
} as const;
