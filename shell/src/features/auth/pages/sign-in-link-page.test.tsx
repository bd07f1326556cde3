import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { clearSession, getSession } from '@church/auth';
import { useLocation } from '@church/router';
import { MemoryRouter } from '@church/router/testing';
import { fakeApi } from '@church/testing';
import SignInLinkModal from '../components/sign-in-link-modal';
import SignInLinkPage from './sign-in-link-page';

function CurrentPath() {
  return <output aria-label="current path">{useLocation().pathname}</output>;
}

const session = {
  userId: '1',
  accessToken: 'access',
  accessTokenExpirationDateTimeOffset: Math.floor(Date.now() / 1000) + 900,
  refreshToken: 'refresh',
  roles: ['Member'],
  allowedActions: [],
  user: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', photoUrl: null, language: 'en' },
};

function renderAt(entry: string, content: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      {content}
      <CurrentPath />
      <Toaster />
    </MemoryRouter>,
  );
}

afterEach(() => clearSession());

it('signs in with the link’s token once, and goes home', async () => {
  const requests = fakeApi({ 'POST /api/account/sign-in-with-link': () => Response.json(session) });
  renderAt('/sign-in-link?token=abc', <SignInLinkPage />);
  expect(await screen.findByText('/')).toBeInTheDocument();
  expect(getSession()?.user.email).toBe('ann@example.com');
  expect(requests.map((request) => request.body)).toEqual([{ token: 'abc' }]);
});

it('offers a new link when the link did not work', async () => {
  fakeApi({
    'POST /api/account/sign-in-with-link': () =>
      Response.json({ errors: ['Sign-in link is invalid or has expired, please ask for a new one'] }, { status: 400 }),
  });
  renderAt('/sign-in-link?token=used', <SignInLinkPage />);
  expect(await screen.findByRole('heading', { name: 'This link did not work' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Email me a sign-in link' })).toBeInTheDocument();
  expect(getSession()).toBeNull();
});

it('asks for a sign-in link by e-mail and says it was sent', async () => {
  const requests = fakeApi({ 'POST /api/account/send-sign-in-link': () => new Response(null, { status: 204 }) });
  const onClose = jest.fn();
  renderAt('/', <SignInLinkModal onClose={onClose} />);
  await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(
    await screen.findByText('If this email has an account, a sign-in link has been sent to it'),
  ).toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
  expect(requests[0]?.body).toEqual({ email: 'ann@example.com' });
});
