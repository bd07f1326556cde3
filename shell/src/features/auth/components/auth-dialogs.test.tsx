import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { clearSession, getSession } from '@church/auth';
import { queryClient } from '@church/query';
import { useLocation } from '@church/router';
import { MemoryRouter } from '@church/router/testing';
import { fakeApi } from '@church/testing';
import ForgotPasswordModal from './forgot-password-modal';
import ResetPasswordModal from './reset-password-modal';
import SignInModal from './sign-in-modal';
import SignUpModal from './sign-up-modal';

function CurrentPath() {
  return <output aria-label="current path">{useLocation().pathname}</output>;
}

function renderDialog(dialog: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/videos']}>
      {dialog}
      <CurrentPath />
      <Toaster />
    </MemoryRouter>,
  );
}

const sessionFor = (roles: string[]) => ({
  userId: '1',
  accessToken: 'access',
  accessTokenExpirationDateTimeOffset: Math.floor(Date.now() / 1000) + 900,
  refreshToken: 'refresh',
  roles,
  allowedActions: [],
  user: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', photoUrl: null, language: 'en' },
});

afterEach(() => {
  jest.restoreAllMocks();
  clearSession();
  // The sign-up dialog keeps the states in the shared cache for the whole visit.
  queryClient.clear();
});

describe('Sign In', () => {
  it('starts in the Email field and says why signing in is asked for', () => {
    renderDialog(<SignInModal onClose={jest.fn()} reason="Please, sign in to make a recurring donation" />);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toHaveAccessibleDescription(
      'Please, sign in to make a recurring donation',
    );
  });

  it('shows the spec messages for missing and invalid input without calling the API', async () => {
    const requests = fakeApi({});
    renderDialog(<SignInModal onClose={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'ann@');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('signs an admin in and goes to the dashboard', async () => {
    fakeApi({ 'POST /api/account/login': () => Response.json(sessionFor(['Admin'])) });
    const onClose = jest.fn();
    renderDialog(<SignInModal onClose={onClose} />);
    await userEvent.type(screen.getByLabelText('Email'), 'admin@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Admin123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(getSession()?.roles).toEqual(['Admin']);
    // Navigation lands a tick after what triggered it.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/dashboard/charts'),
    );
  });

  it('keeps a member on the current page', async () => {
    fakeApi({ 'POST /api/account/login': () => Response.json(sessionFor([])) });
    const onClose = jest.fn();
    renderDialog(<SignInModal onClose={onClose} />);
    await userEvent.type(screen.getByLabelText('Email'), 'member@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Member123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/videos');
  });

  it("shows the server's reason when sign-in is refused, and keeps what was typed", async () => {
    fakeApi({
      'POST /api/account/login': () => Response.json({ errors: ['Invalid email or password'] }, { status: 401 }),
    });
    renderDialog(<SignInModal onClose={jest.fn()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
    expect(getSession()).toBeNull();
  });
});

describe('Sign Up', () => {
  const states = [
    { id: 16, name: 'Kansas' },
    { id: 25, name: 'Missouri' },
  ];

  it('registers with the phone in E.164 and the state id, then shows the thank-you notice', async () => {
    const requests = fakeApi({
      'GET /api/enumerations/states': () => Response.json(states),
      'POST /api/account/register': () => new Response(null, { status: 201 }),
    });
    renderDialog(<SignUpModal onClose={jest.fn()} />);

    await userEvent.type(screen.getByLabelText('First name'), 'Mary');
    await userEvent.type(screen.getByLabelText('Last name'), 'Jones');
    await userEvent.type(screen.getByLabelText('Email'), 'mary@example.com');
    await userEvent.type(screen.getByLabelText('Phone'), '3165550100');
    await userEvent.type(screen.getByLabelText('Street Address'), '12 Elm St');
    await userEvent.type(screen.getByLabelText('City'), 'Wichita');
    await userEvent.selectOptions(await screen.findByLabelText('State'), 'Kansas');
    await userEvent.type(screen.getByLabelText('Zip Code'), '67202');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Thank you, a letter was sent to confirm.')).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/account/register')?.body).toEqual({
      firstName: 'Mary',
      lastName: 'Jones',
      email: 'mary@example.com',
      phoneNumber: '+13165550100',
      password: 'secret1',
      confirmPassword: 'secret1',
      address: { streetAddress: '12 Elm St', city: 'Wichita', stateId: 16, zipCode: '67202' },
    });
  });

  it('shows the spec messages for a short name, a weak password and missing fields', async () => {
    fakeApi({ 'GET /api/enumerations/states': () => Response.json(states) });
    renderDialog(<SignUpModal onClose={jest.fn()} />);
    await userEvent.type(screen.getByLabelText('First name'), 'M');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'other1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('The length of First name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText("Password must have at least one digit ('0'-'9')")).toBeInTheDocument();
    expect(screen.getByText('Street Address is required')).toBeInTheDocument();
    expect(screen.getByText('State is required')).toBeInTheDocument();
  });

  it("says 'Passwords don't match' as soon as both passwords differ, whatever else is empty", async () => {
    fakeApi({ 'GET /api/enumerations/states': () => Response.json(states) });
    renderDialog(<SignUpModal onClose={jest.fn()} />);
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'secret2');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
  });

  it('treats an empty states list as a failure and offers a retry', async () => {
    let answer: typeof states = [];
    fakeApi({ 'GET /api/enumerations/states': () => Response.json(answer) });
    renderDialog(<SignUpModal onClose={jest.fn()} />);
    expect(await screen.findByText('Failed to get states')).toBeInTheDocument();

    answer = states;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: 'Kansas' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to get states')).not.toBeInTheDocument();
  });
});

it('sends the forgot-password e-mail, confirms it, and closes', async () => {
  const requests = fakeApi({
    'POST /api/account/send-forgot-password-email': () => new Response(null, { status: 204 }),
  });
  const onClose = jest.fn();
  renderDialog(<ForgotPasswordModal onClose={onClose} />);
  await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));

  expect(await screen.findByText('Forgot password instructions has been sent')).toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
  expect(requests[0]?.body).toEqual({ email: 'ann@example.com' });
});

it("says 'Passwords don't match' in Reset password even when the link's token is missing", async () => {
  const requests = fakeApi({});
  renderDialog(<ResetPasswordModal onClose={jest.fn()} />);
  await userEvent.type(screen.getByLabelText('New password'), 'secret1');
  await userEvent.type(screen.getByLabelText('Repeat password'), 'secret2');
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));

  expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
  expect(screen.getByText('Reset link is invalid')).toBeInTheDocument();
  expect(requests).toHaveLength(0);
});
