import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@church/auth';
import type { ServiceTypeSummary } from '@church/contracts';
import { queryClient } from '@church/query';
import { fakeApi, json, testSession, type Answer, type RecordedRequest } from '@church/testing';
import { renderAreaPage } from '../testing/render-area-page';
import EventPlansPage from './event-plans-page';

const summary = (id: number, name: string, itemsCount = 0, totalMinutes = 0): ServiceTypeSummary => ({
  id,
  name,
  createdAt: '2026-03-01T15:00:00Z',
  updatedAt: '2026-03-07T15:00:00Z',
  itemsCount,
  totalMinutes,
});
const sunday = summary(1, 'Sunday Morning Worship', 10, 65);
const youth = summary(3, 'Youth Night', 4, 32);

const calls = (requests: RecordedRequest[], call: string) =>
  requests.filter((request) => `${request.method} ${request.path}` === call);

function openPlans(routes: Record<string, Answer> = {}, url = '/account/event-plans') {
  const requests = fakeApi({
    'GET /api/service-types/paginated': json({ count: 12, entities: [youth, sunday] }),
    ...routes,
  });
  renderAreaPage(<EventPlansPage area="account" />, url);
  return requests;
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

beforeEach(() => setSession(testSession({ allowedActions: ['Service plans'] })));
afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
});

it('lists service types 10 a page with their size, each opening its plan page', async () => {
  const requests = openPlans();
  expect(await screen.findByRole('link', { name: 'Sunday Morning Worship' })).toHaveAttribute(
    'href',
    '/account/plan-page/1',
  );
  const row = rowOf('Sunday Morning Worship');
  expect(within(row).getByRole('cell', { name: '10' })).toBeInTheDocument();
  expect(within(row).getByRole('cell', { name: '1 h 5 min' })).toBeInTheDocument();
  expect(within(row).getByRole('cell', { name: '03.07.2026' })).toBeInTheDocument();
  expect(calls(requests, 'GET /api/service-types/paginated').map((request) => request.search)).toEqual([
    '?skip=0&take=10',
  ]);

  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(screen.getByRole('status', { name: 'current url' })).toHaveTextContent('page=2'));
  expect(calls(requests, 'GET /api/service-types/paginated').at(-1)?.search).toBe('?skip=10&take=10');
});

it('searches by name, and says when nothing matches', async () => {
  const requests = openPlans({
    'GET /api/service-types/paginated': ({ query }) =>
      Response.json(query.get('search') ? { count: 0, entities: [] } : { count: 2, entities: [youth, sunday] }),
  });
  await screen.findByRole('link', { name: 'Youth Night' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'Easter');
  expect(await screen.findByText('No service type has “Easter” in its name')).toBeInTheDocument();
  expect(calls(requests, 'GET /api/service-types/paginated').at(-1)?.search).toBe('?skip=0&take=10&search=Easter');
});

it('invites to create the first service type when there is none', async () => {
  openPlans({ 'GET /api/service-types/paginated': json({ count: 0, entities: [] }) });
  expect(
    await screen.findByText('No service types yet. Create one with New service type, then plan its order of service.'),
  ).toBeInTheDocument();
});

it("says 'Failed to get service types' with a way to try again", async () => {
  let fail = true;
  openPlans({
    'GET /api/service-types/paginated': () =>
      fail ? Promise.reject(new TypeError('Failed to fetch')) : Response.json({ count: 1, entities: [youth] }),
  });
  expect(await screen.findByText('Failed to get service types', {}, { timeout: 5000 })).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Youth Night' })).toBeInTheDocument();
});

it('creates a service type, checking the name first, and renames one', async () => {
  const requests = openPlans({
    'POST /api/service-types': json(summary(13, 'Easter Sunrise'), 201),
    'PUT /api/service-types/3': json(summary(3, 'Youth Worship Night', 4, 32)),
  });
  await screen.findByRole('link', { name: 'Youth Night' });

  await userEvent.click(screen.getByRole('button', { name: 'New service type' }));
  const create = screen.getByRole('dialog', { name: 'New service type' });
  await userEvent.click(within(create).getByRole('button', { name: 'Create' }));
  expect(await within(create).findByText('Please, enter the name')).toBeInTheDocument();
  await userEvent.type(within(create).getByLabelText('Name'), 'Easter Sunrise');
  await userEvent.click(within(create).getByRole('button', { name: 'Create' }));
  expect(await screen.findByText('Successfully added!')).toBeInTheDocument();
  expect(calls(requests, 'POST /api/service-types').map((request) => request.body)).toEqual([
    { name: 'Easter Sunrise' },
  ]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await userEvent.click(within(rowOf('Youth Night')).getByRole('button', { name: 'Rename Youth Night' }));
  const rename = screen.getByRole('dialog', { name: 'Rename “Youth Night”' });
  const name = within(rename).getByLabelText('Name');
  await userEvent.clear(name);
  await userEvent.type(name, 'Youth Worship Night');
  await userEvent.click(within(rename).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Successfully updated!')).toBeInTheDocument();
  expect(calls(requests, 'PUT /api/service-types/3').map((request) => request.body)).toEqual([
    { name: 'Youth Worship Night' },
  ]);
});

it('keeps a refused name in the field', async () => {
  openPlans({ 'POST /api/service-types': json({ errors: ['Name max length is 100 characters'] }, 400) });
  await screen.findByRole('link', { name: 'Youth Night' });
  await userEvent.click(screen.getByRole('button', { name: 'New service type' }));
  const create = screen.getByRole('dialog', { name: 'New service type' });
  await userEvent.type(within(create).getByLabelText('Name'), 'Vigil');
  await userEvent.click(within(create).getByRole('button', { name: 'Create' }));
  expect(await screen.findByText('Name max length is 100 characters')).toBeInTheDocument();
  expect(within(create).getByLabelText('Name')).toHaveValue('Vigil');
  expect(screen.queryByText('Failed to create service type')).not.toBeInTheDocument();
});

it('deletes a service type only after confirmation', async () => {
  let deleted = false;
  const requests = openPlans({
    'GET /api/service-types/paginated': () =>
      Response.json(deleted ? { count: 1, entities: [sunday] } : { count: 2, entities: [youth, sunday] }),
    'DELETE /api/service-types/3': () => {
      deleted = true;
      return new Response(null, { status: 204 });
    },
  });
  await screen.findByRole('link', { name: 'Youth Night' });
  await userEvent.click(within(rowOf('Youth Night')).getByRole('button', { name: 'Delete Youth Night' }));
  const ask = screen.getByRole('dialog', { name: 'Delete this service type?' });
  expect(ask).toHaveTextContent('“Youth Night” and its whole plan (items, notes and attachments) will be deleted');
  await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
  expect(calls(requests, 'DELETE /api/service-types/3')).toHaveLength(0);

  await userEvent.click(within(rowOf('Youth Night')).getByRole('button', { name: 'Delete Youth Night' }));
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Delete this service type?' })).getByRole('button', { name: 'Delete' }),
  );
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Youth Night' })).not.toBeInTheDocument());
  expect(calls(requests, 'DELETE /api/service-types/3')).toHaveLength(1);
});
