/**
 * Which remote serves which URLs. The shell matches these itself, so an unknown path shows the
 * shell's 404 even when no remote can be reached. Each remote's own <Routes> sees full paths.
 */
export interface RemoteRoute {
  remote: string;
  /** The module it exposes for these paths; 'routes' unless a single page is borrowed. */
  exposed?: string;
  /** What the retry panel calls this region. */
  label: string;
  paths: string[];
  title: string;
  /** Who may enter; anyone else is sent to /. */
  access?: Access;
}

/** 'member': signed in and not an admin (admins have the dashboard); 'admin': role Admin. */
export type Access = 'member' | 'admin';

export const remoteRoutes: RemoteRoute[] = [
  { remote: 'mfe_public', label: 'This page', paths: ['/', '/home'], title: 'Home' },
  { remote: 'mfe_public', label: 'This page', paths: ['/videos/*'], title: 'Sermons' },
  { remote: 'mfe_public', label: 'This page', paths: ['/posts/*'], title: 'Posts' },
  { remote: 'mfe_public', label: 'This page', paths: ['/events'], title: 'Events' },
  { remote: 'mfe_public', label: 'This page', paths: ['/about-us'], title: 'About Us' },
  { remote: 'mfe_account', label: 'Your account', paths: ['/account/*'], title: 'Account', access: 'member' },
  // Admins edit their profile with the account area's page (first match wins: keep it above).
  {
    remote: 'mfe_account',
    exposed: 'account-settings',
    label: 'Account settings',
    paths: ['/dashboard/account-settings'],
    title: 'Dashboard',
    access: 'admin',
  },
  { remote: 'mfe_dashboard', label: 'The dashboard', paths: ['/dashboard/*'], title: 'Dashboard', access: 'admin' },
];
