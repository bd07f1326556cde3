import { render, screen, waitFor } from '@testing-library/react';
import { clearSession, setSession, type Session } from '@church/auth';
import { useLocation } from '@church/router';
import { MemoryRouter } from '@church/router/testing';
import { loadRemoteMock, remoteModule, fakeFetch } from '@church/testing';
import { RoutedContent } from './routed-content';

function CurrentPath() {
  return <output aria-label="current path">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RoutedContent />
      <CurrentPath />
    </MemoryRouter>,
  );
}

function signInAs(roles: string[]) {
  const session: Session = {
    userId: '1',
    accessToken: 'token',
    accessTokenExpirationDateTimeOffset: Math.floor(Date.now() / 1000) + 600,
    refreshToken: 'refresh',
    roles,
    allowedActions: [],
    user: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', photoUrl: null, language: 'en' },
  };
  setSession(session);
}

describe('RoutedContent', () => {
  beforeEach(() => {
    fakeFetch();
    loadRemoteMock.mockResolvedValue(remoteModule(() => <h1>From a remote</h1>));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    clearSession();
  });

  it('shows the 404 page for a path no remote owns, without loading any remote', async () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, the page you are looking for doesn`t exist')).toBeInTheDocument();
    expect(document.title).toBe('Page not found | Cornerstone Community Church');
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it.each([
    ['/', 'mfe_public', 'Home'],
    ['/about-us', 'mfe_public', 'About Us'],
    ['/videos/42', 'mfe_public', 'Sermons'],
  ])('mounts the remote that owns %s', async (path, remote, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: 'From a remote' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith(`${remote}/routes`);
    expect(document.title).toBe(`${title} | Cornerstone Community Church`);
  });

  it('lets a signed-in member into /account and an admin into /dashboard', async () => {
    signInAs([]);
    const { unmount } = renderAt('/account/settings');
    expect(await screen.findByRole('heading', { name: 'From a remote' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_account/routes');
    unmount();

    signInAs(['Admin']);
    renderAt('/dashboard/charts');
    expect(await screen.findByRole('heading', { name: 'From a remote' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_dashboard/routes');
    expect(document.title).toBe('Dashboard | Cornerstone Community Church');
  });

  it("mounts the dashboard's own layout for a page another remote owns", async () => {
    signInAs(['Admin']);
    renderAt('/dashboard/account-settings');
    expect(await screen.findByRole('heading', { name: 'From a remote' })).toBeInTheDocument();
    // The dashboard's routes place mfe_account's page inside the dashboard layout.
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_dashboard/routes');
    expect(loadRemoteMock).not.toHaveBeenCalledWith('mfe_account/account-settings');
  });

  it.each([
    ['a visitor', '/account/settings', null],
    ['a visitor', '/dashboard/charts', null],
    ['an admin', '/account', ['Admin']],
    ['a member', '/dashboard', []],
  ])('sends %s away from %s to /', async (_who, path, roles) => {
    if (roles) signInAs(roles);
    const loadsBefore = loadRemoteMock.mock.calls.length;
    renderAt(path);
    // Navigation lands a tick after what triggered it.
    await waitFor(() => expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/$/));
    const newLoads = loadRemoteMock.mock.calls.slice(loadsBefore).map(([id]) => id);
    expect(newLoads).not.toContainEqual(expect.stringMatching(/mfe_(account|dashboard)/));
  });
});
