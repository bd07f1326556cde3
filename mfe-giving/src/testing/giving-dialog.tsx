import type { ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { clearSession, setSession } from '@church/auth';
import { closeModal, openModal, useModalStore } from '@church/modals';
import { QueryProvider, queryClient } from '@church/query';
import { Route, Routes, useLocation } from '@church/router';
import { MemoryRouter } from '@church/router/testing';
import GivingMenuModal from '../expose/giving-menu';
import { cancelDialogReset, showOptions } from '../features/giving-menu/giving-dialog-store';
import { resetWizard } from '../features/giving-wizards/stores/wizard-store';

/** What the shell's modal manager does for the 'giving-menu' id: render it, with its props, while it is current. */
export function ModalHost() {
  const current = useModalStore((state) => state.current);
  if (current?.id !== 'giving-menu') return null;
  const { flow } = current.props as { flow?: 'one-time' | 'recurring' };
  return <GivingMenuModal flow={flow} onClose={closeModal} />;
}

/**
 * The site around what a test renders: the router (at `path`, showing where a link led as
 * 'Page: /path'), the modal host and the page's toaster.
 */
export function renderOnSite(content: ReactNode, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {/* As on the site: the area around a page provides the query cache. */}
      <QueryProvider>
        <Routes>
          <Route path={path} element={content} />
          <Route path="*" element={<Where />} />
        </Routes>
      </QueryProvider>
      <ModalHost />
      <Toaster />
    </MemoryRouter>,
  );
}

function Where() {
  return <p>Page: {useLocation().pathname}</p>;
}

/** The Giving dialog opened from the header, with the page's toaster. */
export function renderGivingDialog() {
  const view = renderOnSite(null);
  act(() => openModal('giving-menu'));
  return view;
}

export function openGivingDialog() {
  act(() => openModal('giving-menu'));
}

export function signInMember() {
  setSession({
    userId: '1',
    accessToken: 'access',
    accessTokenExpirationDateTimeOffset: Math.floor(Date.now() / 1000) + 3600,
    refreshToken: 'refresh',
    roles: [],
    allowedActions: [],
    user: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', photoUrl: null, language: 'en' },
  });
}

/** Each case starts as a fresh page: no session, nothing loaded, the dialog closed and reset. */
export function resetGivingPage() {
  cleanup();
  act(() => {
    closeModal();
    cancelDialogReset();
    showOptions();
    resetWizard();
  });
  queryClient.clear();
  clearSession();
  jest.restoreAllMocks();
}

/** Types the card into the sandbox card field, as a user would. */
export async function enterCard(number: string, user = userEvent) {
  const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiration date (MM / YY)'), `12${nextYear}`);
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
}

/** Advances jest's fake timers in small steps, so the effects each step causes run in between. */
function advanceInSteps(ms: number) {
  for (let passed = 0; passed < ms; passed += 100) act(() => jest.advanceTimersByTime(100));
}

/**
 * With jest's fake timers: the toast is still shown shortly before `ms` and gone shortly after
 * (its dismissal, then the toaster's 1 s exit animation). The margins absorb the few timer
 * steps that waiting for the toast to appear may have taken.
 */
export function expectToastToLast(text: string, ms: number) {
  // The toaster is outside the dialog, which may say the same words.
  const toasts = () => screen.queryAllByText(text).filter((node) => !node.closest('dialog'));
  advanceInSteps(ms - 300);
  expect(toasts()).toHaveLength(1);
  advanceInSteps(600 + 1100);
  expect(toasts()).toHaveLength(0);
}
