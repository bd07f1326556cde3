import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@church/auth';
import { MemoryRouter } from '@church/router';
import { fakeApi } from '@church/testing';
import AccountRoutes from './routes';

function signInWith(allowedActions: string[]) {
  setSession({
    userId: '1',
    accessToken: 'access',
    accessTokenExpirationDateTimeOffset: Math.floor(Date.now() / 1000) + 900,
    refreshToken: 'refresh',
    roles: [],
    allowedActions,
    user: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', photoUrl: null },
  });
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AccountRoutes />
    </MemoryRouter>,
  );
}

beforeEach(() => fakeApi({}));
afterEach(() => {
  jest.restoreAllMocks();
  clearSession();
});

it('sends /account to the account settings page', () => {
  signInWith([]);
  renderAt('/account');
  expect(screen.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument();
});

it('lists the four pages every member has, plus those their allowed actions unlock', () => {
  signInWith(['Comments', 'Roles', 'Members']);
  renderAt('/account/givings-history');
  const menu = screen.getByRole('navigation', { name: 'Account' });
  const labels = Array.from(menu.querySelectorAll('a')).map((link) => link.textContent?.slice(1));
  expect(labels).toEqual(['Account Settings', 'Givings History', 'My Prayer Requests', 'Payment Settings', 'Comments']);
  expect(screen.getByRole('link', { name: 'Givings History' })).toHaveAttribute('aria-current', 'page');
});

it('hides pages the member was not given', () => {
  signInWith([]);
  renderAt('/account/comments');
  expect(screen.queryByRole('heading', { name: 'Comments' })).not.toBeInTheDocument();
});

it('collapses and expands the side menu, keeping the links named', async () => {
  signInWith([]);
  renderAt('/account/payment-settings');
  const toggle = screen.getByRole('button', { name: 'Collapse menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(toggle);
  expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('link', { name: 'Payment Settings' })).toHaveAttribute('title', 'Payment Settings');
});

it('offers a Menu list with Log out for small screens', async () => {
  signInWith([]);
  renderAt('/account/settings');
  const menuButton = screen.getByRole('button', { name: 'Menu' });
  expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(menuButton);
  expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('navigation', { name: 'Account' })).toContainElement(
    screen.getByRole('button', { name: 'Log out' }),
  );
});
