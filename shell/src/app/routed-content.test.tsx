import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@church/router';
import { loadRemoteMock, remoteModule, stubFetch } from '../testing/federation-runtime';
import { RoutedContent } from './routed-content';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RoutedContent />
    </MemoryRouter>,
  );
}

describe('RoutedContent', () => {
  beforeEach(() => {
    stubFetch();
    loadRemoteMock.mockResolvedValue(remoteModule(() => <h1>From a remote</h1>));
  });
  afterEach(() => jest.restoreAllMocks());

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
    ['/account/settings', 'mfe_account', 'Account'],
    ['/dashboard/charts', 'mfe_dashboard', 'Dashboard'],
  ])('mounts the remote that owns %s', async (path, remote, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: 'From a remote' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith(`${remote}/routes`);
    expect(document.title).toBe(`${title} | Cornerstone Community Church`);
  });
});
