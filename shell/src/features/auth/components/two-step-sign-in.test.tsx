import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { clearSession, getSession } from '@church/auth';
import { MemoryRouter } from '@church/router/testing';
import { fakeApi } from '@church/testing';
import SignInModal from './sign-in-modal';

const session = {
  userId: '1',
  accessToken: 'access',
  accessTokenExpirationDateTimeOffset: Math.floor(Date.now() / 1000) + 900,
  refreshToken: 'refresh',
  roles: ['Admin'],
  allowedActions: [],
  user: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', photoUrl: null, language: 'en' },
};
const challenge = (next: 'code' | 'enrol') => ({ twoStep: { challengeToken: 'challenge', next } });

async function typePassword() {
  render(
    <MemoryRouter initialEntries={['/videos']}>
      <SignInModal onClose={onClose} />
      <Toaster />
    </MemoryRouter>,
  );
  await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'Admin123');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

const onClose = jest.fn();
afterEach(() => {
  jest.restoreAllMocks();
  onClose.mockReset();
  clearSession();
});

describe('Sign In with a second factor', () => {
  it('asks for the code after the password, shows a wrong one under the field, and signs in with the right one', async () => {
    let attempts = 0;
    const requests = fakeApi({
      'POST /api/account/login': () => Response.json(challenge('code')),
      'POST /api/account/two-step/sign-in': () =>
        (attempts += 1) === 1
          ? Response.json({ errors: ['That code is not right, or it has expired'] }, { status: 400 })
          : Response.json(session),
    });
    await typePassword();
    const code = await screen.findByLabelText('Code');
    expect(code).toHaveFocus();
    expect(getSession()).toBeNull();

    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not right, or it has expired')).toBeInTheDocument();

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByLabelText('Remember this device for 30 days'));
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(getSession()?.accessToken).toBe('access');
    expect(requests.at(-1)?.body).toEqual({ challengeToken: 'challenge', code: '123456', rememberDevice: true });
  });

  it('goes back to the password when the challenge has expired', async () => {
    fakeApi({
      'POST /api/account/login': () => Response.json(challenge('code')),
      'POST /api/account/two-step/sign-in': () =>
        Response.json({ errors: ['Your sign-in took too long, please sign in again'] }, { status: 401 }),
    });
    await typePassword();
    await userEvent.type(await screen.findByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Your sign-in took too long, please sign in again')).toBeInTheDocument();
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  });

  it('leads a person who must have one through setting it up, shows the recovery codes, then signs in', async () => {
    fakeApi({
      'POST /api/account/login': () => Response.json(challenge('enrol')),
      'POST /api/account/two-step/sign-in/setup': () =>
        Response.json({ secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrCodeSvg: '<svg></svg>' }),
      'POST /api/account/two-step/sign-in/enrol': () =>
        Response.json({ recoveryCodes: ['abcde-fghjk', 'mnpqr-stuvw'], session }),
    });
    await typePassword();
    await userEvent.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(screen.getByLabelText('Setup key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');

    await userEvent.type(screen.getByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on and sign in' }));
    expect(await screen.findByText('abcde-fghjk')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onClose).toHaveBeenCalled();
    expect(getSession()?.accessToken).toBe('access');
  });
});
