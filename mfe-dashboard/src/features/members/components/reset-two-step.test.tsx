import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@church/auth';
import type { Member } from '@church/contracts';
import { queryClient } from '@church/query';
import { fakeApi, json, testSession } from '@church/testing';
import { renderAreaPage } from '../../../testing/render-area-page';
import { Members } from './members';

const maria: Member = {
  id: 'f3b1c2d4-0000-4000-8000-000000000001',
  firstName: 'Maria',
  lastName: 'Hernandez',
  email: 'maria@example.com',
  photoUrl: null,
  role: { id: 2, name: 'Member' },
  creationDate: '2026-03-07T12:00:00Z',
};

const renderMembers = () => renderAreaPage(<Members />, '/dashboard/members');

afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
});

it("lets an admin reset a member's two-step sign-in after a confirmation that names them", async () => {
  setSession(testSession({ userId: 'a', roles: ['Admin'] }));
  const requests = fakeApi({
    'GET /api/users/members': json({ count: 1, entities: [maria] }),
    'GET /api/roles/short': json([{ id: 2, name: 'Member' }]),
    [`DELETE /api/users/${maria.id}/two-step`]: () => new Response(null, { status: 204 }),
  });
  renderMembers();
  await userEvent.click(await screen.findByRole('button', { name: 'Reset two-step sign-in of Maria Hernandez' }));
  expect(screen.getByRole('dialog', { name: 'Reset two-step sign-in of Maria Hernandez?' })).toBeInTheDocument();
  expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Reset two-step sign-in' }));
  expect(await screen.findByText('Two-step sign-in of Maria Hernandez was reset')).toBeInTheDocument();
  await waitFor(() => expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1));
});

it('offers no reset to a member holding only the Members action', async () => {
  setSession(testSession({ userId: 'd', allowedActions: ['Members'] }));
  fakeApi({
    'GET /api/users/members': json({ count: 1, entities: [maria] }),
    'GET /api/roles/short': json([{ id: 2, name: 'Member' }]),
  });
  renderMembers();
  expect(await screen.findByText('Maria Hernandez')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Reset two-step/ })).not.toBeInTheDocument();
});
