import { testSession } from '@church/testing';
import { canOpen, findAreaPage, menuOf } from './find-area-page';
import { matchesPath } from './site-table/path-pattern';

const session = (roles: string[], allowedActions: string[] = []) => testSession({ roles, allowedActions });

it('matches page paths with parameters, segment by segment', () => {
  expect(matchesPath('plan-page/:id', 'plan-page/12')).toBe(true);
  expect(matchesPath('plan-page/:id', 'plan-page')).toBe(false);
  expect(matchesPath('settings', 'settings/x')).toBe(false);
});

it('finds a page by its path in each area', () => {
  expect(findAreaPage('account', '/account/settings')?.page.exposed).toBe('account-settings');
  expect(findAreaPage('dashboard', '/dashboard/account-settings')?.page.exposed).toBe('account-settings');
  expect(findAreaPage('account', '/account/account-settings')).toBeUndefined();
});

it('keeps admins out of the account area and members out of the dashboard', () => {
  const settings = findAreaPage('account', '/account/settings')!.placement;
  const dashboardSettings = findAreaPage('dashboard', '/dashboard/account-settings')!.placement;
  expect(canOpen('account', settings, session([]))).toBe(true);
  expect(canOpen('account', settings, session(['Admin']))).toBe(false);
  expect(canOpen('account', settings, null)).toBe(false);
  expect(canOpen('dashboard', dashboardSettings, session(['Admin']))).toBe(true);
  expect(canOpen('dashboard', dashboardSettings, session([], ['Roles']))).toBe(false);
});

it('gives a visitor no menu', () => {
  expect(menuOf('account', null)).toEqual([]);
});

it("orders the account menu as the spec does: every member's pages, then those an action unlocks", () => {
  const onTeam = { ...session([], ['Givings', 'Comments', 'Video upload', 'Roles']), onTeam: true };
  const titles = menuOf('account', onTeam).map(({ placement }) => placement.title);
  expect(titles).toEqual([
    'Account Settings',
    'Givings History',
    'My Prayer Requests',
    'My Schedule',
    'Payment Settings',
    'Video Settings',
    'Comments',
    'Givings Settings',
    'Campaigns',
  ]);
});

it('shows My Schedule in the menu of members on a serving team only; the page opens for everyone', () => {
  const titles = (onTeam?: boolean) =>
    menuOf('account', { ...session([]), ...(onTeam ? { onTeam } : {}) }).map(({ placement }) => placement.title);
  expect(titles(true)).toContain('My Schedule');
  expect(titles()).not.toContain('My Schedule');
  expect(canOpen('account', findAreaPage('account', '/account/my-schedule')!.placement, session([]))).toBe(true);
});

it('lists the dashboard in the spec order, starting with the statistics', () => {
  const paths = menuOf('dashboard', session(['Admin'])).map(({ placement }) => placement.path);
  expect(paths.slice(0, 3)).toEqual(['charts', 'account-settings', 'givings']);
  // The spec's order ends with Roles; the pages added since follow it.
  expect(paths.slice(-4)).toEqual(['roles', 'church-settings', 'audit-log', 'sent-emails']);
});
