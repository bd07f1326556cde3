import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@church/auth';
import type { OutboxMessage } from '@church/contracts';
import { queryClient } from '@church/query';
import { fakeApi, json, testSession, type Answer } from '@church/testing';
import { renderAreaPage } from '../testing/render-area-page';
import SentEmailsPage from './sent-emails-page';

const message = (id: number, overrides: Partial<OutboxMessage> = {}): OutboxMessage => ({
  id,
  to: `person${id}@example.org`,
  subject: `Subject ${id}`,
  text: `Body of message ${id}\nwith a link`,
  html: '<p>ignored</p>',
  attachments: [],
  createdAt: '2026-03-07T12:00:00Z',
  ...overrides,
});

function openPage(answer: Answer) {
  const requests = fakeApi({ 'GET /api/outbox': answer });
  renderAreaPage(<SentEmailsPage area="dashboard" />, '/dashboard/sent-emails');
  return requests;
}

beforeEach(() => setSession(testSession({ roles: ['Admin'] })));
afterEach(() => {
  queryClient.clear();
  clearSession();
});

it('lists the kept e-mails as the API orders them, and a row opens its message from the keyboard', async () => {
  openPage(
    json([
      message(2),
      message(1, { attachments: [{ filename: 'receipt.pdf', contentType: 'application/pdf', size: 9 }] }),
    ]),
  );
  const first = await screen.findByRole('button', { name: /Subject 2/ });
  const rows = screen.getAllByRole('button', { name: /Subject/ });
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringContaining('To person2@example.org'),
    expect.stringContaining('To person1@example.org'),
  ]);
  expect(screen.queryByText(/Body of message 2/)).not.toBeVisible();

  first.focus();
  await userEvent.keyboard('{Enter}');
  expect(first).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText(/Body of message 2/)).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: /Subject 1/ }));
  expect(screen.getByRole('list', { name: 'Attachments' })).toHaveTextContent('receipt.pdf');
});

it('says the outbox is empty, and why it may be', async () => {
  openPage(json([]));
  expect(await screen.findByText(/No e-mails have been kept/)).toBeInTheDocument();
});

it('offers a retry when the list cannot be read', async () => {
  openPage(json({ message: ['boom'] }, 500));
  expect(await screen.findByText('Failed to get the sent e-mails')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
});

it('loads the next page when the first was full', async () => {
  const full = Array.from({ length: 20 }, (_, index) => message(40 - index));
  const requests = openPage((request) =>
    json(new URLSearchParams(request.search).get('skip') === '0' ? full : [message(3)])(),
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('button', { name: /person3@example\.org/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(requests.filter((request) => request.path === '/api/outbox')).toHaveLength(2);
});
