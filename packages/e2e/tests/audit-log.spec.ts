import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, linkFromLatestEmail, signInAs, tokenOf } from '../src/accounts';
import { TEST_CARDS } from '../src/giving';

/** A confirmed member of this test's own (the demo accounts' state is shared by every spec). */
async function newMember(request: APIRequestContext) {
  const email = `audit-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Audit123';
  const registered = await request.post('/api/account/register', {
    data: {
      firstName: 'Abigail',
      lastName: 'Audit',
      email,
      phoneNumber: '+13165550179',
      password,
      confirmPassword: password,
      address: { streetAddress: '9 Elm St', city: 'Topeka', stateId: 17, zipCode: '66603' },
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const link = await linkFromLatestEmail(request, email, /confirm/i);
  const token = new URL(link, 'http://x').searchParams.get('token');
  expect((await request.post('/api/account/confirm-email', { data: { token } })).ok()).toBe(true);
  return { email, password };
}

/** The member gives $12.34 and refunds it, through the API as the site would. */
async function giveAndRefund(request: APIRequestContext, member: { email: string; password: string }) {
  const headers = { Authorization: `Bearer ${await tokenOf(request, member)}` };
  const [type] = (await (await request.get('/api/givingTypes')).json()) as { id: number }[];
  const created = await request.post('/api/givings/one-time-giving', {
    headers,
    data: { designations: [{ amount: 12.34, givingTypeId: type?.id }] },
  });
  const gift = (await created.json()) as { id: string; designations: { id: number }[] };
  const payment = await request.post('/api/givings/one-time-giving-payment', { headers, data: { givingId: gift.id } });
  const { clientSecret } = (await payment.json()) as { clientSecret: string };
  const card = await request.post('/api/sandbox/payment-methods', {
    data: { card: { number: TEST_CARDS.succeeds.replace(/\s/g, ''), expMonth: 12, expYear: 2099, cvc: '123' } },
  });
  const confirmed = await request.post(`/api/sandbox/payment-intents/${clientSecret.split('_secret_')[0]}/confirm`, {
    data: { clientSecret, paymentMethodId: ((await card.json()) as { id: string }).id },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const refunded = await request.put('/api/givings/refund', {
    headers,
    data: { givingDetailId: gift.designations[0]?.id },
  });
  expect(refunded.status(), await refunded.text()).toBe(204);
}

test('the audit log shows a refund and a role change just made, with who did them', async ({ page, request }) => {
  // A member of its own, a gift, a refund and five sign-ins (each a password hash) before the page opens.
  test.slow();
  const member = await newMember(request);
  await giveAndRefund(request, member);

  // An admin gives the new member the Ministry Leader role.
  const admin = { Authorization: `Bearer ${await tokenOf(request, DEMO.admin)}` };
  const found = (await (await request.get(`/api/users?search=${member.email}`, { headers: admin })).json()) as {
    id: string;
  }[];
  const roles = (await (await request.get('/api/roles/short', { headers: admin })).json()) as {
    id: number;
    name: string;
  }[];
  const leader = roles.find((role) => role.name === 'Ministry Leader');
  const changed = await request.put('/api/users/role', {
    headers: admin,
    data: { userId: found[0]?.id, roleId: leader?.id },
  });
  expect(changed.status(), await changed.text()).toBe(204);

  await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/charts');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Audit Log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();

  // The refund, found by who made it.
  await page.getByRole('searchbox', { name: 'Person' }).fill(member.email);
  const log = page.getByRole('table', { name: 'Audit log' });
  const refund = log.getByRole('row').filter({ hasText: 'Refund' });
  await expect(refund).toHaveCount(1);
  await expect(refund).toContainText('Abigail Audit');
  await expect(refund).toContainText('amount: 12.34');

  // The role change, found by its action with the keyboard: it names the member and the role.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  const action = page.getByRole('combobox', { name: 'Action' });
  await action.focus();
  await action.selectOption({ label: "Member's role changed" });
  const roleChange = log.getByRole('row').filter({ hasText: member.email });
  await expect(roleChange.first()).toContainText('role: Ministry Leader');
  await expect(roleChange.first()).toContainText('Grace Whitaker');
});
