import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@church/auth';
import type { AuditLogEntry, AuditLogPage } from '@church/contracts';
import { setLanguage } from '@church/i18n';
import { queryClient } from '@church/query';
import { fakeApi, json, testSession, type Answer, type RecordedRequest } from '@church/testing';
import { renderAreaPage } from '../testing/render-area-page';
import AuditLogPageView from './audit-log-page';

function entry(id: number, overrides: Partial<AuditLogEntry> = {}): AuditLogEntry {
  return {
    id,
    at: '2026-03-07T12:00:00Z',
    actor: { id: '00000000-0000-4000-8000-000000000001', name: 'Grace Admin', email: 'grace@example.org' },
    action: 'giving.refund',
    subjectType: 'giving',
    subjectId: String(id),
    details: { amount: 61, memberName: 'Daniel Okafor' },
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126',
    ...overrides,
  };
}

const refund = entry(2);
const roleChange = entry(1, {
  action: 'member.role-change',
  subjectType: 'user',
  subjectId: 'u-7',
  details: { from: 'Member', to: 'Staff' },
  actor: null,
  ip: null,
  userAgent: null,
});

const logRequests = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'GET' && request.path === '/api/audit-log');
const lastQuery = (requests: RecordedRequest[]) => new URLSearchParams(logRequests(requests).at(-1)?.search);

function openPage(
  answer: Answer = json({ count: 2, entities: [refund, roleChange] } satisfies AuditLogPage),
  url = '',
) {
  const requests = fakeApi({ 'GET /api/audit-log': answer });
  renderAreaPage(<AuditLogPageView area="dashboard" />, `/dashboard/audit-log${url}`);
  return requests;
}

const currentUrl = () => screen.getByRole('status', { name: 'current url' });
const rowOf = (text: string) => screen.getByRole('cell', { name: text }).closest('tr') as HTMLElement;

beforeEach(() => {
  setSession(testSession({ roles: ['Admin'] }));
  // jsdom has no scrolling; the pager scrolls a new page to the top.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
});

it('lists who did what, when and from where, newest first', async () => {
  const requests = openPage();

  expect(await screen.findByRole('cell', { name: 'Refund' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeInTheDocument();
  const refundRow = rowOf('Refund');
  expect(refundRow).toHaveTextContent('Grace Admin');
  expect(refundRow).toHaveTextContent('grace@example.org');
  expect(refundRow).toHaveTextContent('gift 2; amount: 61; member: Daniel Okafor');
  expect(refundRow).toHaveTextContent('203.0.113.7');
  expect(refundRow).toHaveTextContent('Chrome/126');
  const roleRow = rowOf("Member's role changed");
  expect(roleRow).toHaveTextContent('Nobody signed in');
  expect(roleRow).toHaveTextContent('member u-7; from: Member; to: Staff');
  expect(Object.fromEntries(lastQuery(requests))).toEqual({ skip: '0', take: '20' });
});

it('filters by action, and goes back to the first page', async () => {
  const requests = openPage(json({ count: 2, entities: [refund, roleChange] }), '?page=2');
  await screen.findByRole('cell', { name: 'Refund' });

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), "Member's role changed");

  await waitFor(() => expect(currentUrl()).toHaveTextContent('/dashboard/audit-log?action=member.role-change'));
  await waitFor(() => expect(lastQuery(requests).get('action')).toBe('member.role-change'));
  expect(lastQuery(requests).get('skip')).toBe('0');
});

it('filters by person (name or e-mail) once typing pauses', async () => {
  const requests = openPage();
  await screen.findByRole('cell', { name: 'Refund' });

  await userEvent.type(screen.getByRole('searchbox', { name: 'Person' }), 'grace');

  await waitFor(() => expect(lastQuery(requests).get('person')).toBe('grace'));
  expect(currentUrl()).toHaveTextContent('?person=grace');
});

it("filters by days, both included, on the church's clock the times are shown on", async () => {
  const requests = openPage();
  await screen.findByRole('cell', { name: 'Refund' });

  await userEvent.type(screen.getByLabelText('From'), '2026-03-01');
  await userEvent.type(screen.getByLabelText('To'), '2026-03-07');

  await waitFor(() => expect(lastQuery(requests).get('to')).toBe('2026-03-08T06:00:00.000Z'));
  expect(lastQuery(requests).get('from')).toBe('2026-03-01T06:00:00.000Z');
  expect(currentUrl()).toHaveTextContent('?from=2026-03-01&to=2026-03-07');
});

it('says when nothing matches, and clears the filters', async () => {
  const requests = openPage(({ query }) =>
    Response.json(query.has('action') ? { count: 0, entities: [] } : { count: 2, entities: [refund, roleChange] }),
  );
  await screen.findByRole('cell', { name: 'Refund' });
  expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Member deleted');
  expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(await screen.findByRole('cell', { name: 'Refund' })).toBeInTheDocument();
  expect(currentUrl()).toHaveTextContent(/^\/dashboard\/audit-log$/);
  expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('');
  expect(lastQuery(requests).has('action')).toBe(false);
});

it('opens with the filter a shared link holds', async () => {
  const requests = openPage(undefined, '?action=giving.refund&person=grace&from=2026-03-01');
  await screen.findByRole('cell', { name: 'Refund' });

  expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('giving.refund');
  expect(screen.getByRole('searchbox', { name: 'Person' })).toHaveValue('grace');
  expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
  expect(Object.fromEntries(lastQuery(requests))).toEqual({
    skip: '0',
    take: '20',
    action: 'giving.refund',
    person: 'grace',
    from: '2026-03-01T06:00:00.000Z',
  });
  expect(logRequests(requests)).toHaveLength(1);
});

it('says so when the log cannot be loaded', async () => {
  openPage(() => new Response('Service unavailable', { status: 503 }));

  const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
  expect(within(alert).getByText('Failed to get the audit log')).toBeInTheDocument();
});

it('reads a fact this page has no words for yet in plain words, not as its code name', async () => {
  openPage(
    json({ count: 1, entities: [{ ...refund, subjectType: 'pledge-campaign', details: { campaignName: 'Roof' } }] }),
  );
  const action = await screen.findByRole('cell', { name: 'Refund' });
  expect(action.closest('tr')).toHaveTextContent('pledge campaign 2; campaign name: Roof');
});

// What the campaigns module records of a change (campaigns.service.ts): the facts before and after.
const campaignFacts = {
  name: 'New Roof',
  goal: 50000,
  startDate: '2026-01-01',
  endDate: '2026-06-30',
  givingTypeName: 'Building Fund',
};
const campaignChange = entry(3, {
  action: 'campaign.update',
  subjectType: 'campaign',
  subjectId: '4',
  details: {
    before: { ...campaignFacts, showTotal: false },
    after: { ...campaignFacts, goal: 60000, showTotal: true },
  },
});

it("reads a campaign's change in words: each fact before and after it", async () => {
  openPage(json({ count: 1, entities: [campaignChange] }));
  const action = await screen.findByRole('cell', { name: 'Campaign changed' });
  expect(action.closest('tr')).toHaveTextContent(
    'campaign 4; before: (name: New Roof, goal: 50000, start date: 2026-01-01, end date: 2026-06-30, ' +
      'giving type: Building Fund, total shown: no); after: (name: New Roof, goal: 60000, ' +
      'start date: 2026-01-01, end date: 2026-06-30, giving type: Building Fund, total shown: yes)',
  );
});

describe('in Spanish', () => {
  beforeEach(() => setLanguage('es'));
  afterEach(() => setLanguage('en'));

  it("names each action and each recorded fact in the admin's language", async () => {
    openPage(json({ count: 1, entities: [{ ...refund, details: { ...refund.details, ownGift: false } }] }));
    const action = await screen.findByRole('cell', { name: 'Reembolso' });
    expect(action.closest('tr')).toHaveTextContent('ofrenda 2; monto: 61; miembro: Daniel Okafor; ofrenda propia: no');
    expect(screen.getByRole('table', { name: 'Registro de auditoría' })).toBeInTheDocument();
  });

  it("reads a campaign's change in Spanish words", async () => {
    openPage(json({ count: 1, entities: [campaignChange] }));
    const action = await screen.findByRole('cell', { name: 'Campaña modificada' });
    expect(action.closest('tr')).toHaveTextContent(
      'campaña 4; antes: (nombre: New Roof, meta: 50000, desde: 2026-01-01, hasta: 2026-06-30, ' +
        'tipo de ofrenda: Building Fund, total visible: no); después: (nombre: New Roof, meta: 60000, ' +
        'desde: 2026-01-01, hasta: 2026-06-30, tipo de ofrenda: Building Fund, total visible: sí)',
    );
  });
});
