import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { clearSession, getSession, setSession, useSession } from '@church/auth';
import type { CurrentUser } from '@church/contracts';
import { QueryProvider, queryClient } from '@church/query';
import { fakeApi, testSession } from '@church/testing';
import AccountSettings from './account-settings';

const ann: CurrentUser = {
  id: '1',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phoneNumber: '+13165550100',
  photoUrl: null,
  address: { streetAddress: '1 Main St', city: 'Wichita', stateId: 2, zipCode: '67202' },
  language: 'en',
};
const states = [
  { id: 1, name: 'Alabama' },
  { id: 2, name: 'Kansas' },
];

/** What the header shows: the session's name. */
function HeaderName() {
  const user = useSession((state) => state.session?.user);
  return <output aria-label="header name">{user ? `${user.firstName} ${user.lastName}` : ''}</output>;
}

function renderPage() {
  return render(
    <QueryProvider>
      <HeaderName />
      <AccountSettings />
      <Toaster />
    </QueryProvider>,
  );
}

const form = (name: string) => screen.getByRole('form', { name });

beforeEach(() => {
  setSession(testSession());
});

afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
});

it('loads the profile, saves it and updates the name in the header', async () => {
  const requests = fakeApi({
    'GET /api/users/current': () => Response.json(ann),
    'GET /api/enumerations/states': () => Response.json(states),
    'PUT /api/users/current': ({ body }) => Response.json({ ...ann, ...(body as object) }),
  });
  renderPage();
  const firstName = await screen.findByLabelText('First name');
  expect(firstName).toHaveValue('Ann');
  await waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('2'));

  await userEvent.clear(firstName);
  await userEvent.type(firstName, 'Anna');
  await userEvent.click(within(form('Profile')).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Changes have been saved')).toBeInTheDocument();
  expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
    firstName: 'Anna',
    lastName: 'Lee',
    phoneNumber: '+13165550100',
    address: ann.address,
  });
  expect(screen.getByRole('status', { name: 'header name' })).toHaveTextContent('Anna Lee');
  expect(getSession()?.user.firstName).toBe('Anna');
});

it('shows the schema messages and sends nothing when the profile is invalid', async () => {
  const requests = fakeApi({
    'GET /api/users/current': () => Response.json(ann),
    'GET /api/enumerations/states': () => Response.json(states),
  });
  renderPage();
  await userEvent.clear(await screen.findByLabelText('First name'));
  await userEvent.type(screen.getByLabelText('First name'), 'A');
  await userEvent.clear(screen.getByLabelText('Zip Code'));
  await userEvent.type(screen.getByLabelText('Zip Code'), '123');
  await userEvent.click(within(form('Profile')).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('The length of First name must be at least 2 characters')).toBeInTheDocument();
  expect(screen.getByText('Zip Code is invalid')).toBeInTheDocument();
  expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
});

it('checks that the new passwords match before calling the server', async () => {
  const requests = fakeApi({
    'GET /api/users/current': () => Response.json(ann),
    'GET /api/enumerations/states': () => Response.json(states),
  });
  renderPage();
  await userEvent.type(await screen.findByLabelText('Current password'), 'Member123');
  await userEvent.type(screen.getByLabelText('New password'), 'Secret123');
  await userEvent.type(screen.getByLabelText('Repeat password'), 'Secret124');
  await userEvent.click(within(form('Password')).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
  expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
});

it("shows the server's message when the old password is wrong", async () => {
  const requests = fakeApi({
    'GET /api/users/current': () => Response.json(ann),
    'GET /api/enumerations/states': () => Response.json(states),
    'PUT /api/users/current': () => Response.json({ errors: ['Old password is incorrect'] }, { status: 400 }),
  });
  renderPage();
  await userEvent.type(await screen.findByLabelText('Current password'), 'Wrong123');
  await userEvent.type(screen.getByLabelText('New password'), 'Secret123');
  await userEvent.type(screen.getByLabelText('Repeat password'), 'Secret123');
  await userEvent.click(within(form('Password')).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Old password is incorrect')).toBeInTheDocument();
  expect(screen.queryByText('Failed to update user info!')).not.toBeInTheDocument();
  expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
    firstName: 'Ann',
    lastName: 'Lee',
    phoneNumber: '+13165550100',
    address: ann.address,
    oldPassword: 'Wrong123',
    password: 'Secret123',
  });
});

it('says so when the user cannot be loaded, and retries', async () => {
  let fail = true;
  fakeApi({
    'GET /api/users/current': () => (fail ? Response.json({ errors: ['Boom'] }, { status: 503 }) : Response.json(ann)),
    'GET /api/enumerations/states': () => Response.json(states),
  });
  renderPage();
  // The shared client tries once more (a second later) before giving up.
  const panel = await screen.findByRole('alert', {}, { timeout: 4000 });
  expect(await screen.findByText('Failed to fetch user info!', { selector: 'p' })).toBeInTheDocument();
  expect(screen.getByText('Failed to fetch user info!', { selector: '[role="status"]' })).toBeInTheDocument();
  fail = false;
  await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByLabelText('First name')).toHaveValue('Ann');
});
