import { findRemoteRoute, matchesPattern } from './find-remote-route';

it.each([
  ['/videos/*', '/videos', true],
  ['/videos/*', '/videos/12', true],
  ['/videos/*', '/videos/12/', true],
  ['/videos/*', '/videosx', false],
  ['/about-us', '/about-us/', true],
  ['/about-us', '/about-us/team', false],
  ['/', '/', true],
])('%s matches %s: %s', (pattern, pathname, expected) => {
  expect(matchesPattern(pattern, pathname)).toBe(expected);
});

it('finds the remote that owns a URL, and none for an unknown one', () => {
  expect(findRemoteRoute('/dashboard/charts')?.remote).toBe('mfe_dashboard');
  expect(findRemoteRoute('/no/such/page')).toBeUndefined();
});
