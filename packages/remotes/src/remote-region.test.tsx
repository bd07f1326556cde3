import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@church/i18n';
import { loadRemoteMock, registerRemotesMock, remoteModule, fakeFetch } from '@church/testing';
import { RemoteRegion } from './remote-region';

beforeEach(() => {
  // React logs every error a boundary catches; these tests cause them on purpose.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  jest.restoreAllMocks();
  await setLanguage('en');
});

describe('RemoteRegion', () => {
  it('renders what the remote exposes', async () => {
    fakeFetch();
    loadRemoteMock.mockResolvedValueOnce(remoteModule(() => <h1>Welcome home</h1>));
    render(<RemoteRegion remote="mfe_public" exposed="home" label="This page" />);
    expect(await screen.findByRole('heading', { name: 'Welcome home' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_public/home');
  });

  it('shows a retry panel when the remote is down, reports it, and recovers on retry', async () => {
    const requests = fakeFetch({ mfe_public: 'http://localhost:4001/mf-manifest.json' });
    loadRemoteMock.mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'));
    render(<RemoteRegion remote="mfe_public" exposed="down" label="This page" />);

    expect(await screen.findByRole('heading', { name: 'This page is not available right now' })).toBeInTheDocument();
    await waitFor(() => expect(requests.some((call) => call.url === '/api/client-errors')).toBe(true));
    expect(requests.find((call) => call.url === '/api/client-errors')?.body).toMatchObject({ source: 'mfe_public' });

    loadRemoteMock.mockResolvedValueOnce(remoteModule(() => <h1>Back again</h1>));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    // The retry re-read the config and re-registered only the failed remote, dropping its cached failure.
    expect(registerRemotesMock).toHaveBeenLastCalledWith(
      [{ name: 'mfe_public', entry: 'http://localhost:4001/remoteEntry.js' }],
      { force: true },
    );
  });

  it('contains a remote that throws while rendering', async () => {
    fakeFetch();
    const Broken = () => {
      throw new Error('boom');
    };
    loadRemoteMock.mockResolvedValueOnce(remoteModule(Broken));
    render(
      <>
        <p>Header stays</p>
        <RemoteRegion remote="mfe_public" exposed="broken" label="This page" />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText('Header stays')).toBeInTheDocument();
  });

  it('says so in Spanish, in a dialog titled in Spanish when the region is a dialog', async () => {
    fakeFetch();
    await setLanguage('es');
    loadRemoteMock.mockRejectedValueOnce(new Error('offline'));
    render(<RemoteRegion remote="mfe_giving" exposed="giving-menu" label="Giving" onCloseDialog={() => undefined} />);

    const dialog = await screen.findByRole('dialog', { name: 'Ofrendas' });
    expect(
      within(dialog).getByRole('heading', { name: 'Ofrendas: no disponible en este momento' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });
});
