import { useLayoutEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@church/auth';
import { loadRemoteModule } from '@church/remotes';
import { useLocation } from '@church/router';
import { MemoryRouter } from '@church/router/testing';
import { fakeFetch, loadRemoteMock, remoteModule, testSession } from '@church/testing';
import type { Area } from './site-table/area-pages';
import { AreaRoutes } from './area-routes';

function signInAs(roles: string[], allowedActions: string[] = []) {
  setSession(testSession({ roles, allowedActions }));
}

function CurrentPath() {
  return <output aria-label="current path">{useLocation().pathname}</output>;
}

function renderAt(area: Area, path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AreaRoutes area={area} />
      <CurrentPath />
    </MemoryRouter>,
  );
}

const menuLabels = (name: string) =>
  Array.from(screen.getByRole('navigation', { name }).querySelectorAll('a')).map((link) => link.textContent?.slice(1));

beforeEach(() => {
  fakeFetch();
  // Each exposed page renders its own id and the area it was given, so a test sees what mounted.
  loadRemoteMock.mockImplementation(async (id: string) =>
    remoteModule(({ area }) => <h1>{`${id} in ${String(area)}`}</h1>),
  );
});
afterEach(() => {
  jest.restoreAllMocks();
  loadRemoteMock.mockReset();
  clearSession();
});

it("opens /account on the first page and mounts the owning remote's page inside the account layout", async () => {
  signInAs([]);
  renderAt('account', '/account');
  expect(await screen.findByRole('heading', { name: 'mfe_account/account-settings in account' })).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/account/settings'),
  );
  expect(screen.getByRole('link', { name: 'Account Settings' })).toHaveAttribute('aria-current', 'page');
});

it('draws the first page of the menu in the very first frame of /account, then names it in the URL', async () => {
  signInAs([]);
  // The page's code has arrived already (the shell loads it on intent or at boot).
  await loadRemoteModule('mfe_account', 'account-settings', false);
  const frames: { path: string; menu: boolean; page: boolean }[] = [];
  // Runs after every commit, before the browser could paint it.
  function FrameRecorder() {
    const { pathname } = useLocation();
    useLayoutEffect(() => {
      frames.push({
        path: pathname,
        menu: screen.queryByRole('navigation', { name: 'Account' }) !== null,
        page: screen.queryByRole('heading', { name: 'mfe_account/account-settings in account' }) !== null,
      });
    });
    return null;
  }
  render(
    <MemoryRouter initialEntries={['/account']}>
      <AreaRoutes area="account" />
      <FrameRecorder />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { name: 'mfe_account/account-settings in account' })).toBeInTheDocument();
  expect(frames[0]).toEqual({ path: '/account', menu: true, page: true });
  expect(frames.at(-1)).toEqual({ path: '/account/settings', menu: true, page: true });
  expect(frames.every((frame) => frame.menu && frame.page)).toBe(true);
  expect(screen.getByRole('link', { name: 'Account Settings' })).toHaveAttribute('aria-current', 'page');
});

it("keeps the current page on screen, with no spinner, while the next page's remote is loading", async () => {
  signInAs([], ['Comments']);
  let arrive: () => void = () => undefined;
  loadRemoteMock.mockImplementation((id: string) => {
    const module = remoteModule(({ area }) => <h1>{`${id} in ${String(area)}`}</h1>);
    if (id !== 'mfe_dashboard/comments') return Promise.resolve(module);
    return new Promise((resolve) => (arrive = () => resolve(module)));
  });
  renderAt('account', '/account/settings');
  expect(await screen.findByRole('heading', { name: 'mfe_account/account-settings in account' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('link', { name: 'Comments' }));
  expect(loadRemoteMock).toHaveBeenCalledWith('mfe_dashboard/comments');
  expect(screen.getByRole('heading', { name: 'mfe_account/account-settings in account' })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading...' })).not.toBeInTheDocument();

  await act(async () => arrive());
  expect(await screen.findByRole('heading', { name: 'mfe_dashboard/comments in account' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/account/comments');
});

it('opens /dashboard on the statistics, the first page of its menu', async () => {
  signInAs(['Admin']);
  renderAt('dashboard', '/dashboard');
  expect(await screen.findByRole('heading', { name: 'mfe_dashboard/charts in dashboard' })).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/dashboard/charts'),
  );
  expect(screen.getByRole('link', { name: 'Statistics' })).toHaveAttribute('aria-current', 'page');
});

it('mounts one page in both areas: payment settings from mfe_giving, inside each layout', async () => {
  signInAs([]);
  const { unmount } = renderAt('account', '/account/payment-settings');
  expect(await screen.findByRole('heading', { name: 'mfe_giving/payment-settings in account' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
  unmount();

  signInAs(['Admin']);
  renderAt('dashboard', '/dashboard/payment-settings');
  expect(await screen.findByRole('heading', { name: 'mfe_giving/payment-settings in dashboard' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
});

it('lists only pages that work, in the spec order, for each area', () => {
  signInAs([], ['Comments', 'Roles', 'Members']);
  const { unmount } = renderAt('account', '/account/givings-history');
  expect(menuLabels('Account')).toEqual([
    'Account Settings',
    'Givings History',
    'My Prayer Requests',
    'Payment Settings',
    'Comments',
  ]);
  unmount();
  signInAs(['Admin']);
  renderAt('dashboard', '/dashboard/account-settings');
  expect(menuLabels('Dashboard')).toEqual([
    'Statistics',
    'Account Settings',
    'Givings History',
    'Campaigns',
    'Prayer Requests',
    'Video Settings',
    'Comments',
    'Posts',
    'Members',
    'Reports',
    'Events',
    'Plans',
    'Payment Settings',
    'Roles',
    'Church Settings',
    'Audit Log',
    'Sent E-mails',
  ]);
  expect(screen.getByRole('link', { name: 'Account Settings' })).toHaveAttribute('aria-current', 'page');
});

it('fails only the page region when its remote is down, keeping the menu', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loadRemoteMock.mockRejectedValue(new Error('Failed to fetch mf-manifest.json'));
  signInAs([]);
  // A page no other test loads: the runtime keeps what it has loaded, as a browser does.
  renderAt('account', '/account/prayer-requests');
  expect(
    await screen.findByRole('heading', { name: 'My Prayer Requests is not available right now' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Givings History' })).toBeInTheDocument();
});

it('shows the 404 page for an unknown path inside an area', () => {
  signInAs(['Admin']);
  renderAt('dashboard', '/dashboard/no-such-page');
  expect(screen.getByText('Sorry, the page you are looking for doesn`t exist')).toBeInTheDocument();
});

it('collapses and expands the side menu, keeping the links named', async () => {
  signInAs([]);
  renderAt('account', '/account/payment-settings');
  const toggle = screen.getByRole('button', { name: 'Collapse menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(toggle);
  expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('link', { name: 'Payment Settings' })).toHaveAttribute('title', 'Payment Settings');
});

it('offers a Menu list with Log out for small screens', async () => {
  signInAs(['Admin']);
  renderAt('dashboard', '/dashboard/account-settings');
  const menuButton = screen.getByRole('button', { name: 'Dashboard menu' });
  expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(menuButton);
  expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('navigation', { name: 'Dashboard' })).toContainElement(
    screen.getByRole('button', { name: 'Log out' }),
  );
});
