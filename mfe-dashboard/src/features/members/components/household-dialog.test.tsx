import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@church/auth';
import { setLanguage } from '@church/i18n';
import type { Member } from '@church/contracts';
import { queryClient } from '@church/query';
import { fakeApi, json, testSession, type RecordedRequest } from '@church/testing';
import { renderAreaPage } from '../../../testing/render-area-page';
import { Members } from './members';

const memberRole = { id: 2, name: 'Member' };
const member = (id: string, firstName: string, lastName: string): Member => ({
  id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.com`,
  photoUrl: null,
  role: memberRole,
  creationDate: '2026-03-07T12:00:00Z',
});
const grace = member('a', 'Grace', 'Whitaker');
const daniel = member('d', 'Daniel', 'Okafor');
const maria = member('m', 'María', 'Hernández');
const samuel = member('s', 'Samuel', 'Yoder');
const short = ({ id, firstName, lastName }: Member) => ({ id, firstName, lastName });

/** Households as the API keeps them: who lives with whom, changed by the dialog's PUT and DELETE. */
function householdsApi(initial: Member[][]) {
  let households = initial.map((people) => people.map(short));
  const of = (id: string) => households.find((people) => people.some((one) => one.id === id)) ?? [];
  const leave = (id: string) => {
    households = households
      .map((people) => people.filter((one) => one.id !== id))
      .filter((people) => people.length > 1);
  };
  const routes: Record<string, (request: RecordedRequest) => Response> = {};
  for (const person of [grace, daniel, maria, samuel]) {
    const path = `/api/scheduling/households/${person.id}`;
    routes[`GET ${path}`] = () => Response.json({ members: of(person.id) });
    routes[`PUT ${path}`] = (request) => {
      const { withUserId } = request.body as { withUserId: string };
      leave(person.id);
      const theirs = of(withUserId);
      if (theirs.length) theirs.push(short(person));
      else
        households.push([short([grace, daniel, maria, samuel].find((one) => one.id === withUserId)!), short(person)]);
      return Response.json({ members: of(person.id) });
    };
    routes[`DELETE ${path}`] = () => {
      leave(person.id);
      return new Response(null, { status: 204 });
    };
  }
  return routes;
}

const renderMembers = () => renderAreaPage(<Members />, '/dashboard/members');

const changes = (requests: RecordedRequest[]) =>
  requests
    .filter((request) => request.method === 'PUT' || request.method === 'DELETE')
    .map((request) => `${request.method} ${request.path} ${JSON.stringify(request.body ?? null)}`);

beforeEach(() => setSession(testSession({ userId: 'a', roles: ['Admin'] })));
afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
});

it("opens a member's household from the Members page and adds a member found by name", async () => {
  const requests = fakeApi({
    'GET /api/users/members': json({ count: 3, entities: [grace, daniel, maria] }),
    'GET /api/roles/short': json([memberRole]),
    'GET /api/users': json([daniel, maria]),
    ...householdsApi([]),
  });
  renderMembers();

  await userEvent.click(await screen.findByRole('button', { name: 'Household of Daniel Okafor' }));
  const dialog = await screen.findByRole('dialog', { name: 'Household of Daniel Okafor' });
  expect(await within(dialog).findByText('Daniel Okafor shares no household with another member yet.')).toBeVisible();

  await userEvent.type(
    within(dialog).getByRole('searchbox', { name: 'Find a member to add to the household of Daniel Okafor' }),
    'er{Enter}',
  );
  // Daniel himself is not offered.
  const found = await within(dialog).findByRole('list', { name: 'Members found' });
  expect(
    within(found)
      .getAllByRole('listitem')
      .map((item) => item.firstChild?.textContent),
  ).toEqual(['María Hernández']);
  await userEvent.click(within(found).getByRole('button', { name: 'Add María Hernández' }));

  expect(await screen.findByText('Changes have been saved')).toBeInTheDocument();
  const household = await within(dialog).findByRole('list', { name: 'Members of the household of Daniel Okafor' });
  await waitFor(() =>
    expect(
      within(household)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Daniel Okafor', 'María Hernández']),
  );
  // Now in it, María is no longer offered to add.
  await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Add María Hernández' })).toBeNull());
  expect(changes(requests)).toEqual(['PUT /api/scheduling/households/m {"withUserId":"d"}']);
});

it('removes a member from the household, and the dialog closes with Done', async () => {
  const requests = fakeApi({
    'GET /api/users/members': json({ count: 4, entities: [grace, daniel, maria, samuel] }),
    'GET /api/roles/short': json([memberRole]),
    ...householdsApi([[daniel, maria, samuel]]),
  });
  renderMembers();

  await userEvent.click(await screen.findByRole('button', { name: 'Household of María Hernández' }));
  const dialog = await screen.findByRole('dialog', { name: 'Household of María Hernández' });
  const household = await within(dialog).findByRole('list', { name: 'Members of the household of María Hernández' });
  expect(within(household).getAllByRole('listitem')).toHaveLength(3);

  await userEvent.click(within(household).getByRole('button', { name: 'Remove Samuel Yoder' }));
  await waitFor(() => expect(within(household).queryByText('Samuel Yoder')).toBeNull());
  expect(
    within(household)
      .getAllByRole('listitem')
      .map((item) => item.firstChild?.textContent),
  ).toEqual(['Daniel Okafor', 'María Hernández']);
  expect(changes(requests)).toEqual(['DELETE /api/scheduling/households/s null']);

  // The corner's Close and the footer's Done: one name each.
  expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(1);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('names its two ways out apart in Spanish too', async () => {
  fakeApi({
    'GET /api/users/members': json({ count: 4, entities: [grace, daniel, maria, samuel] }),
    'GET /api/roles/short': json([memberRole]),
    ...householdsApi([[daniel, maria]]),
  });
  await setLanguage('es', { rememberChoice: false });
  try {
    renderMembers();
    await userEvent.click(await screen.findByRole('button', { name: 'Hogar de María Hernández' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hogar de María Hernández' });
    expect(within(dialog).getAllByRole('button', { name: 'Cerrar' })).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Listo' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  } finally {
    await setLanguage('en', { rememberChoice: false });
  }
});
