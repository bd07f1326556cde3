import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bankVerificationMessages, type BankVerification } from '@church/contracts';
import { setLanguage } from '@church/i18n';
import { QueryProvider, queryClient } from '@church/query';
import { fakeApi, json, type RecordedRequest } from '@church/testing';
import { PendingBankVerifications } from '.';

const gift: BankVerification = {
  id: 3,
  kind: 'gift',
  microdepositType: 'amounts',
  arrivalDate: '2026-11-30T12:00:00Z',
  since: '2026-11-27T12:00:00Z',
  amount: 40.62,
  givingTypeName: 'Tithe',
  bankName: 'STRIPE TEST BANK',
  last4: '6789',
};
const account: BankVerification = {
  id: 4,
  kind: 'account',
  microdepositType: 'descriptor_code',
  arrivalDate: null,
  since: '2026-11-27T12:00:00Z',
  bankName: 'STRIPE TEST BANK',
  last4: '1116',
};

const verifyPath = (id: number) => `POST /api/bank-verifications/${id}/verify`;
const verifyCalls = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'POST').map((request) => request.body);

/** The list as the server holds it: `answers` in turn for each GET, the last one kept. */
function listAnswers(...answers: BankVerification[][]) {
  let call = 0;
  return () => Response.json(answers[Math.min(call++, answers.length - 1)]);
}

function renderList(kind: BankVerification['kind'], onVerified?: () => void) {
  return render(
    <QueryProvider>
      <PendingBankVerifications kind={kind} userId="member-1" onVerified={onVerified} />
    </QueryProvider>,
  );
}

afterEach(async () => {
  queryClient.clear();
  jest.restoreAllMocks();
  await setLanguage('en');
});

it('asks for the two deposits in cents, checks them as the server does, shows its refusal, and is done once verified', async () => {
  const user = userEvent.setup();
  let tries = 0;
  const requests = fakeApi({
    'GET /api/bank-verifications/current': listAnswers([gift, account], [gift, account], [account]),
    [verifyPath(3)]: () =>
      (tries += 1) === 1
        ? Response.json({ errors: [bankVerificationMessages.amountsMismatch] }, { status: 400 })
        : new Response(null, { status: 204 }),
  });
  renderList('gift');

  // Only the gift: the account waits on Payment Settings.
  const section = await screen.findByRole('region', { name: 'Gifts waiting for your bank account' });
  expect(within(section).getByText('$40.62 to Tithe of 11.27.2026, from STRIPE TEST BANK •••• 6789')).toBeVisible();
  expect(within(section).getByText(/two small deposits/)).toHaveTextContent('Expected by 11.30.2026.');
  await user.click(
    screen.getByRole('button', {
      name: 'Verify bank account: $40.62 to Tithe of 11.27.2026, from STRIPE TEST BANK •••• 6789',
    }),
  );

  const dialog = screen.getByRole('dialog', { name: 'Verify bank account' });
  const first = within(dialog).getByLabelText('First deposit (cents)');
  const second = within(dialog).getByLabelText('Second deposit (cents)');
  await user.type(first, '0');
  await user.type(second, '45');
  await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
  expect(await within(dialog).findByText(bankVerificationMessages.amountInvalid)).toBeVisible();
  expect(verifyCalls(requests)).toEqual([]);

  await user.clear(first);
  await user.type(first, '10');
  await user.clear(second);
  await user.type(second, '11');
  await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(bankVerificationMessages.amountsMismatch);
  expect(screen.getByRole('dialog')).toBeVisible();

  await user.clear(first);
  await user.type(first, '32');
  await user.clear(second);
  await user.type(second, '45');
  await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(verifyCalls(requests)).toEqual([{ amounts: [10, 11] }, { amounts: [32, 45] }]);
  // Asked again: nothing of this kind waits any more, so the section goes.
  await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
});

it('asks for the code as Stripe asked for it, upper-cased, and says why it was refused', async () => {
  const user = userEvent.setup();
  const onVerified = jest.fn();
  const requests = fakeApi({
    // After too many tries Stripe gives up: the account no longer waits.
    'GET /api/bank-verifications/current': listAnswers([account], []),
    [verifyPath(4)]: json({ errors: [bankVerificationMessages.attemptsExceeded] }, 400),
  });
  renderList('account', onVerified);

  await user.click(
    await screen.findByRole('button', { name: 'Verify bank account: STRIPE TEST BANK •••• 1116, added on 11.27.2026' }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Verify bank account' });
  expect(within(dialog).queryByLabelText('First deposit (cents)')).toBeNull();
  const code = within(dialog).getByLabelText('Code from the deposit');
  await user.type(code, 'SM1');
  await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
  expect(await within(dialog).findByText(bankVerificationMessages.codeInvalid)).toBeVisible();

  await user.clear(code);
  await user.type(code, 'sm11aa');
  await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(bankVerificationMessages.attemptsExceeded);
  expect(verifyCalls(requests)).toEqual([{ descriptorCode: 'SM11AA' }]);
  expect(onVerified).not.toHaveBeenCalled();
  // The list is read again and the account is gone from it; the dialog stays to be read, then closes.
  await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  expect(screen.getByRole('dialog')).toHaveTextContent(bankVerificationMessages.attemptsExceeded);
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('works from the keyboard: the button opens the dialog on its first field, Escape closes it back to the button', async () => {
  const user = userEvent.setup();
  fakeApi({
    'GET /api/bank-verifications/current': json([gift]),
    [verifyPath(3)]: () => new Response(null, { status: 204 }),
  });
  renderList('gift');
  const open = await screen.findByRole('button', { name: /^Verify bank account: \$40\.62/ });

  await user.tab();
  expect(open).toHaveFocus();
  await user.keyboard('{Enter}');
  const dialog = screen.getByRole('dialog', { name: 'Verify bank account' });
  expect(within(dialog).getByLabelText('First deposit (cents)')).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(open).toHaveFocus();

  // Typed and sent with Enter alone.
  await user.keyboard('{Enter}');
  await user.keyboard('32{Tab}45{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('says so when the list cannot be loaded, and tries again', async () => {
  const user = userEvent.setup();
  let failing = true;
  fakeApi({
    'GET /api/bank-verifications/current': () =>
      failing ? Response.json({ errors: ['Internal Server Error'] }, { status: 500 }) : Response.json([gift]),
  });
  renderList('gift');
  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent('Bank accounts waiting for verification could not be loaded.');
  failing = false;
  await user.click(within(panel).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('region', { name: 'Gifts waiting for your bank account' })).toBeVisible();
});

it('speaks Spanish, as the rest of the page', async () => {
  await setLanguage('es');
  const user = userEvent.setup();
  fakeApi({ 'GET /api/bank-verifications/current': json([gift, account]) });
  renderList('account');
  await user.click(await screen.findByRole('button', { name: /^Verificar cuenta bancaria: STRIPE TEST BANK/ }));
  const dialog = screen.getByRole('dialog', { name: 'Verificar cuenta bancaria' });
  expect(within(dialog).getByLabelText('Código del depósito')).toBeVisible();
  expect(within(dialog).getByText(/empieza por SM/)).toBeVisible();
  await user.click(within(dialog).getByRole('button', { name: 'Verificar' }));
  expect(await within(dialog).findByText('Ingrese el código de 6 caracteres que empieza por SM')).toBeVisible();
});
