import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { clearSession, setSession } from '@church/auth';
import type { DeviceSession } from '@church/contracts';
import { QueryProvider, queryClient } from '@church/query';
import { fakeApi, json, testSession } from '@church/testing';
import { DeviceSessions } from './device-sessions';

const now = new Date().toISOString();
const laptop: DeviceSession = {
  id: '11111111-1111-4111-8111-111111111111',
  browser: 'Chrome 131',
  system: 'Windows',
  where: '203.0.113.x',
  signedInAt: '2026-03-01T15:00:00.000Z',
  lastActiveAt: now,
  current: true,
};
const phone: DeviceSession = {
  ...laptop,
  id: '22222222-2222-4222-8222-222222222222',
  browser: 'Safari 18',
  system: 'iOS 18',
  where: '198.51.100.x',
  lastActiveAt: '2026-03-02T18:30:00.000Z',
  current: false,
};

function renderSection() {
  return render(
    <QueryProvider>
      <DeviceSessions />
      <Toaster />
    </QueryProvider>,
  );
}

beforeEach(() => setSession(testSession()));
afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
});

const rowOf = async (name: string) => screen.findByRole('listitem', { name });

it('lists the devices, this one marked and without a Sign out of its own', async () => {
  fakeApi({ 'GET /api/account/sessions': json([laptop, phone]) });
  renderSection();
  const here = await rowOf('Chrome 131 on Windows');
  expect(within(here).getByText('This device')).toBeInTheDocument();
  expect(within(here).getByText(/203\.0\.113\.x · Active now/)).toBeInTheDocument();
  expect(within(here).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  const there = await rowOf('Safari 18 on iOS 18');
  expect(within(there).getByText(/198\.51\.100\.x · Last active \d\d\.\d\d\.2026/)).toBeInTheDocument();
  expect(within(there).getByRole('button', { name: 'Sign out' })).toHaveAccessibleDescription('Safari 18 on iOS 18');
});

it('asks before signing another device out, then lists what is left', async () => {
  let listed = [laptop, phone];
  const requests = fakeApi({
    'GET /api/account/sessions': () => Response.json(listed),
    [`DELETE /api/account/sessions/${phone.id}`]: () => {
      listed = [laptop];
      return new Response(null, { status: 204 });
    },
  });
  renderSection();
  await userEvent.click(within(await rowOf('Safari 18 on iOS 18')).getByRole('button', { name: 'Sign out' }));
  const dialog = screen.getByRole('dialog', { name: 'Sign out session' });
  expect(dialog).toHaveAccessibleDescription(
    'Sign out Safari 18 on iOS 18 (198.51.100.x)? That device will need to sign in again.',
  );
  // Keyboard only: the focus starts on Cancel; Tab reaches the action.
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByText('The session was signed out')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Safari 18 on iOS 18' })).not.toBeInTheDocument());
  expect(screen.getByText('You are not signed in on any other device.')).toBeInTheDocument();
  expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
});

it('does nothing when the member cancels', async () => {
  const requests = fakeApi({ 'GET /api/account/sessions': json([laptop, phone]) });
  renderSection();
  await userEvent.click(within(await rowOf('Safari 18 on iOS 18')).getByRole('button', { name: 'Sign out' }));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(requests.every((request) => request.method === 'GET')).toBe(true);
});

it('signs out everywhere else after asking', async () => {
  let listed = [laptop, phone];
  fakeApi({
    'GET /api/account/sessions': () => Response.json(listed),
    'POST /api/account/sessions/sign-out-others': () => {
      listed = [laptop];
      return new Response(null, { status: 204 });
    },
  });
  renderSection();
  await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
  const dialog = screen.getByRole('dialog', { name: 'Sign out everywhere else' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
  expect(await screen.findByText('Every other session was signed out')).toBeInTheDocument();
  expect(await screen.findByText('You are not signed in on any other device.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).not.toBeInTheDocument();
});

it('shows a spinner while loading, and an error with a retry when the list fails', async () => {
  let fail = true;
  fakeApi({
    'GET /api/account/sessions': () =>
      fail ? Response.json({ errors: ['Server error'] }, { status: 500 }) : Response.json([laptop]),
  });
  renderSection();
  expect(screen.getByRole('status')).toBeInTheDocument();
  expect(await screen.findByText('Failed to get your sessions', {}, { timeout: 5000 })).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
  expect(await rowOf('Chrome 131 on Windows')).toBeInTheDocument();
});
