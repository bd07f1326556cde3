import { act, render, screen, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { clearSession } from '@church/auth';
import { closeModal } from '@church/modals';
import { QueryProvider, queryClient } from '@church/query';
import type { RecordedRequest } from '@church/testing';
import PrayerRequestsPage from '../../../app/prayer-requests-page';
import { FakeEventSource } from './fake-event-source';
import { signInAs } from './fixtures';

/** The page as an area mounts it (inside the area's query cache), with the toaster. */
export function renderPage(area: 'account' | 'dashboard') {
  return render(
    <QueryProvider>
      <PrayerRequestsPage area={area} />
      <Toaster />
    </QueryProvider>,
  );
}

/** Each test signed in, with a fake event stream, and nothing left in the shared cache after. */
export function setUpPageTests(who: 'member' | 'admin') {
  beforeEach(() => {
    signInAs(who);
    FakeEventSource.install();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    queryClient.clear();
    closeModal();
    clearSession();
    FakeEventSource.uninstall();
  });
}

export const list = () => screen.getByRole('list', { name: 'Prayer requests' });
export const rows = () => within(list()).getAllByRole('button');
/** The row whose text has `text` as a whole word ('Request 1' is not 'Request 12'). */
export const row = (text: string) => within(list()).getByRole('button', { name: new RegExp(`${text}\\b`) });

/** The texts of the open thread's messages, top to bottom. */
export const messages = () =>
  within(screen.getByRole('list', { name: 'Messages' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p:last-child')?.textContent);

export const calls = (recorded: RecordedRequest[], method: string, path: string) =>
  recorded.filter((request) => request.method === method && request.path === path);

/** Sends an event and lets the cache tell the page (it notifies on the next tick). */
export async function emit(stream: FakeEventSource, type: string, data: unknown, id: string) {
  await act(async () => {
    stream.emit(type, data, id);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
