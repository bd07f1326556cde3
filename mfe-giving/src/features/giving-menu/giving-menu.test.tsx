import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { givingMessages, timings } from '@church/contracts';
import { setSession } from '@church/auth';
import { closeModal, openModal, useModalStore } from '@church/modals';
import { fakeGivingApi } from '../../testing/giving-api';
import {
  expectToastToLast,
  openGivingDialog,
  renderGivingDialog,
  renderOnSite,
  resetGivingPage,
  signInMember,
} from '../../testing/giving-dialog';
import { GivingMenu } from './giving-menu';

afterEach(resetGivingPage);

const dialog = () => screen.getByRole('dialog', { name: 'Giving' });
const currentModalId = () => useModalStore.getState().current?.id;

it('offers the four ways to give with the mailing address of the church office', () => {
  render(<GivingMenu onClose={() => undefined} />);
  const options = within(dialog())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
  expect(options).toEqual(['One-time online gift', 'Recurring gift', 'In person', 'By mail']);
  expect(dialog()).toHaveTextContent('Recurring gifts need you to sign in');
  // The spec's 'Financial tab of the profile' is the Payment Settings page, named as its menu names it.
  expect(dialog()).toHaveTextContent('you manage them under Payment Settings in your account.');
  expect(within(dialog()).queryByRole('link')).not.toBeInTheDocument();
  expect(dialog()).toHaveTextContent('offering envelope with your name and address');
  expect(dialog()).toHaveTextContent('1200 N Market St, Wichita, KS 67214');
});

it('opens the anonymous wizard for a one-time gift when signed out, and goes back to the options', async () => {
  const requests = fakeGivingApi();
  renderGivingDialog();
  await userEvent.click(screen.getByRole('button', { name: 'Give once' }));

  expect(await screen.findByRole('heading', { name: 'Designations' })).toHaveFocus();
  expect(within(dialog()).getByRole('list', { name: 'Progress' })).toHaveTextContent(
    /Designations.*Your details.*Card.*Done/,
  );
  expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Designations');
  // Signed out: nobody's saved cards are asked for.
  expect(requests.map((request) => request.path)).not.toContain('/api/payment-methods/current');

  await userEvent.click(screen.getByRole('button', { name: 'Back to options' }));
  expect(screen.getByRole('button', { name: 'Give once' })).toBeInTheDocument();
});

it('opens the one-time wizard for a signed-in member', async () => {
  signInMember();
  fakeGivingApi();
  renderGivingDialog();
  await userEvent.click(screen.getByRole('button', { name: 'Give once' }));

  expect(await screen.findByRole('heading', { name: 'Designations' })).toBeInTheDocument();
  expect(within(dialog()).getByRole('list', { name: 'Progress' })).toHaveTextContent(
    /Designations.*Confirmation.*Payment.*Done/,
  );
});

it('asks a signed-out visitor to sign in for a recurring gift, for 3.5 seconds, and keeps the options', async () => {
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderGivingDialog();
    await user.click(screen.getByRole('button', { name: 'Give monthly' }));

    // Said in the dialog, where the visitor looks, with a way to sign in; and by the spec's toast.
    expect(within(dialog()).getByText(givingMessages.recurringSignIn)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(givingMessages.recurringSignIn)).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Give once' })).toBeInTheDocument();
    expectToastToLast(givingMessages.recurringSignIn, timings.longToastMs);
    await user.click(within(dialog()).getByRole('button', { name: 'Sign in' }));
    expect(currentModalId()).toBe('sign-in');
  } finally {
    jest.useRealTimers();
  }
});

it('opens the recurring wizard for a signed-in member', async () => {
  signInMember();
  fakeGivingApi();
  renderGivingDialog();
  await userEvent.click(screen.getByRole('button', { name: 'Give monthly' }));

  expect(await screen.findByRole('heading', { name: 'Recurring plan' })).toBeInTheDocument();
  expect(screen.queryByText(givingMessages.recurringSignIn)).not.toBeInTheDocument();
});

describe('closing the dialog', () => {
  async function reachConfirmation() {
    signInMember();
    fakeGivingApi();
    renderGivingDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Give once' }));
    await userEvent.selectOptions(await screen.findByLabelText('Giving type'), 'Missions');
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('heading', { name: 'Confirmation' })).toBeInTheDocument();
  }

  it('resets the flow to its first step 200 ms after closing', async () => {
    await reachConfirmation();
    jest.useFakeTimers();
    try {
      await userEvent
        .setup({ advanceTimers: jest.advanceTimersByTime })
        .click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
    } finally {
      jest.useRealTimers();
    }

    openGivingDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Give once' }));
    expect(await screen.findByRole('heading', { name: 'Designations' })).toBeInTheDocument();
    expect(screen.getByLabelText('Giving type')).toHaveValue('');
    expect(screen.getByLabelText('Amount ($)')).toHaveValue(10);
  });

  it('keeps the flow when the dialog is opened again before the reset', async () => {
    await reachConfirmation();
    jest.useFakeTimers();
    try {
      act(() => closeModal());
      act(() => jest.advanceTimersByTime(150));
      openGivingDialog();
      // Well past the reset delay, with whatever the reopened dialog loads settled meanwhile.
      await act(async () => {
        jest.advanceTimersByTime(1000);
        await Promise.resolve();
      });
    } finally {
      jest.useRealTimers();
    }

    expect(await screen.findByRole('heading', { name: 'Confirmation' })).toBeInTheDocument();
    expect(dialog()).toHaveTextContent('Missions');
  });
});

describe('pledges', () => {
  const roof = {
    id: 5,
    name: 'New Roof',
    startsOn: '2020-01-01',
    endsOn: '2099-12-31',
    givingTypeName: 'Building Fund',
  };

  it('lets a member pledge to an open campaign, then give toward it', async () => {
    signInMember();
    const requests = fakeGivingApi({
      'GET /api/pledges/current': () => Response.json({ pledges: [], openCampaigns: [roof] }),
      'PUT /api/campaigns/5/my-pledge': ({ body }) =>
        Response.json({
          campaignId: 5,
          campaignName: 'New Roof',
          endsOn: roof.endsOn,
          ...(body as { amount: number; frequency: 'once' }),
          installments: 1,
          pledged: 100,
          given: 0,
          remaining: 100,
        }),
    });
    renderGivingDialog();
    expect(
      await within(dialog()).findByRole('heading', { level: 3, name: 'Pledge to a campaign' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pledge to New Roof' }));

    expect(await screen.findByRole('heading', { name: 'Pledge to New Roof' })).toHaveFocus();
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Amount of each gift ($)' }), '100');
    expect(dialog()).toHaveTextContent('1 gift of $100.00: $100.00 in all');
    await userEvent.click(screen.getByRole('button', { name: 'Pledge' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for your pledge' })).toHaveFocus();
    expect(dialog()).toHaveTextContent('You pledged 1 gift of $100.00 to New Roof: $100.00 in all.');
    expect(dialog()).toHaveTextContent(/Your gifts to Building Fund until \S*2099\S* count toward it/);
    const puts = requests.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => [request.path, request.body])).toEqual([
      ['/api/campaigns/5/my-pledge', { amount: 100, frequency: 'once' }],
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Give once now' }));
    expect(await screen.findByRole('heading', { name: 'Designations' })).toBeInTheDocument();
  });

  it('offers no pledge to a visitor', async () => {
    fakeGivingApi({ 'GET /api/pledges/current': () => Response.json({ pledges: [], openCampaigns: [roof] }) });
    renderGivingDialog();
    expect(within(dialog()).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });
});

describe('where recurring gifts are managed', () => {
  it("links a member to the account's Payment Settings, closing the dialog on the way", async () => {
    signInMember();
    renderGivingDialog();
    const link = within(dialog()).getByRole('link', { name: 'Payment Settings' });
    expect(link).toHaveAttribute('href', '/account/payment-settings');
    expect(link.parentElement).toHaveTextContent('under Payment Settings in your account.');

    await userEvent.click(link);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Page: /account/payment-settings')).toBeInTheDocument();
  });

  it("links an admin to the dashboard's Payment Settings", () => {
    setSession({
      userId: '9',
      accessToken: 'access',
      accessTokenExpirationDateTimeOffset: Math.floor(Date.now() / 1000) + 3600,
      refreshToken: 'refresh',
      roles: ['Admin'],
      allowedActions: [],
      user: { firstName: 'Ada', lastName: 'Admin', email: 'ada@example.com', photoUrl: null, language: 'en' },
    });
    renderGivingDialog();
    const link = within(dialog()).getByRole('link', { name: 'Payment Settings' });
    expect(link).toHaveAttribute('href', '/dashboard/payment-settings');
    expect(link.parentElement).toHaveTextContent('under Payment Settings in your dashboard.');
  });
});

describe("opened for one way to give (Payment Settings' New recurring gift)", () => {
  it('opens straight on the recurring wizard for a member', async () => {
    signInMember();
    fakeGivingApi();
    renderOnSite(null);
    act(() => openModal('giving-menu', { flow: 'recurring' }));

    expect(screen.queryByRole('button', { name: 'Give once' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Recurring plan' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in and shows the options', async () => {
    renderOnSite(null);
    act(() => openModal('giving-menu', { flow: 'recurring' }));

    expect(await within(dialog()).findByText(givingMessages.recurringSignIn)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Give monthly' })).toBeInTheDocument();
  });
});
