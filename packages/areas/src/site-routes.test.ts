import { modulesFor } from './modules-for';
import { findSiteRoute } from './site-routes';

it.each([
  ['/videos', 'Sermons'],
  ['/videos/12/', 'Sermons'],
  ['/about-us/', 'About Us'],
  ['/', 'Home'],
  ['/dashboard', 'Dashboard'],
  ['/account/anything', 'Account'],
])('%s belongs to %s', (pathname, title) => {
  expect(findSiteRoute(pathname)?.title).toBe(title);
});

it.each(['/videosx', '/about-us/team', '/videos/12/comments', '/no/such/page', '/accounts'])(
  '%s belongs to nobody',
  (pathname) => {
    expect(findSiteRoute(pathname)).toBeUndefined();
  },
);

it("fetches an area's layout and its page side by side, but only the layout for an unknown page", () => {
  expect(modulesFor('/dashboard/payment-settings')).toEqual([
    expect.objectContaining({ remote: 'mfe_dashboard', exposed: 'routes' }),
    expect.objectContaining({ remote: 'mfe_giving', exposed: 'payment-settings' }),
  ]);
  expect(modulesFor('/account/no-such-page')).toEqual([expect.objectContaining({ remote: 'mfe_account' })]);
  expect(modulesFor('/videos/3')).toEqual([expect.objectContaining({ remote: 'mfe_public', exposed: 'routes' })]);
});

it("names a plan page's own first reads with the plan's id, in both areas, and none for a page without", () => {
  expect(modulesFor('/dashboard/plan-page/3')[1]).toEqual(
    expect.objectContaining({ exposed: 'plan-page', firstRequests: ['service-types/3', 'scheduling/plans/3'] }),
  );
  expect(modulesFor('/account/plan-page/12/')[1]).toEqual(
    expect.objectContaining({ firstRequests: ['service-types/12', 'scheduling/plans/12'] }),
  );
  expect(modulesFor('/dashboard/givings')[1]?.firstRequests).toBeUndefined();
});
