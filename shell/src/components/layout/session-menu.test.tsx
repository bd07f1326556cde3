import type * as React from 'react';
import type { ReactNode } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import type * as Auth from '@church/auth';
import type * as RouterTesting from '@church/router/testing';
import type * as SessionMenuModule from './session-menu';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { clearSession, keepSessionHint, setServerSessionHint, setSession } from '@church/auth';
import { MemoryRouter } from '@church/router/testing';
import { SessionMenu } from './session-menu';

const member = {
  userId: '1',
  accessToken: 'a',
  accessTokenExpirationDateTimeOffset: Math.floor(Date.now() / 1000) + 600,
  refreshToken: 'r',
  roles: ['Member'],
  allowedActions: [],
  user: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', photoUrl: null, language: 'en' as const },
};

const menu = (
  <MemoryRouter>
    <SessionMenu onNavigate={() => undefined} />
  </MemoryRouter>
);

// The shell keeps the hint with its page table's entry for the session (bootstrap.tsx).
beforeAll(() => keepSessionHint(() => '/account/settings'));

afterEach(() => {
  act(() => clearSession());
  setServerSessionHint(null);
  localStorage.clear();
  document.body.innerHTML = '';
});

/** React hydrates `html` with `tree`; what it could not hydrate as drawn. */
async function hydrate(html: string, tree: ReactNode, hydrateIn = hydrateRoot, actIn = act) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const mismatches: unknown[] = [];
  await actIn(async () => {
    hydrateIn(container, tree, { onRecoverableError: (error) => mismatches.push(error) });
  });
  return mismatches;
}

describe('SessionMenu on a page drawn on the server', () => {
  it('keeps the browser’s signed-in hint in step with the session: signed in, and where to', () => {
    act(() => setSession(member));
    expect(document.cookie).toBe('church-signed-in=/account/settings');
    act(() => clearSession());
    expect(document.cookie).toBe('');
  });

  it('drawn for a member: no Join Us in the HTML, the same tree hydrated, then the avatar', async () => {
    act(() => setSession(member));
    // The server draws with the store's first state (no session) and the hint the request carried;
    // the browser hydrates with the hint the HTML names (bootstrap.tsx).
    setServerSessionHint({ areaEntry: '/account/settings' });
    const html = renderToString(menu);
    expect(html).not.toContain('Join Us');
    expect(html).toContain('data-session-pending');

    expect(await hydrate(html, menu)).toEqual([]);
    expect(screen.getByRole('button', { name: 'GH, your account menu' })).toBeVisible();
    expect(screen.queryByText('Join Us')).not.toBeInTheDocument();
  });

  it('drawn for a visitor: Join Us, as before', () => {
    const html = renderToString(menu);
    expect(html).toContain('Join Us');
  });

  it('a hint left behind by a session that is gone: hydrated as drawn although the cookie went first, then Join Us', async () => {
    setServerSessionHint({ areaEntry: '/account/settings' });
    const html = renderToString(menu);
    expect(html).toContain('data-session-pending');
    // The shell's scripts clear the hint before React hydrates: no session in this browser.
    expect(document.cookie).toBe('');

    expect(await hydrate(html, menu)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Join Us' })).toBeVisible();
  });

  it('a session kept with no hint in the request (from before the cookie, or its cookie lapsed): hydrated as the visitor page drawn, then the avatar', async () => {
    const html = renderToString(menu);
    expect(html).toContain('Join Us');

    // The next page load in this browser: the session is read from storage as the modules load.
    localStorage.setItem('church-session', JSON.stringify({ state: { session: member }, version: 1 }));
    const page = await new Promise<{
      React: typeof React;
      client: typeof ReactDomClient;
      router: typeof RouterTesting;
      auth: typeof Auth;
      menu: typeof SessionMenuModule;
    }>((resolve) =>
      jest.isolateModules(() => {
        /* eslint-disable @typescript-eslint/no-require-imports -- a fresh module is a fresh page load */
        resolve({
          React: require('react'),
          client: require('react-dom/client'),
          router: require('@church/router/testing'),
          auth: require('@church/auth'),
          menu: require('./session-menu'),
        });
        /* eslint-enable @typescript-eslint/no-require-imports */
      }),
    );
    expect(page.auth.getSession()?.user.firstName).toBe('Grace');
    // The shell writes the hint for the kept session before it hydrates the page.
    page.auth.keepSessionHint(() => '/account/settings');
    expect(document.cookie).toBe('church-signed-in=/account/settings');

    const { createElement } = page.React;
    const tree = createElement(
      page.router.MemoryRouter,
      null,
      createElement(page.menu.SessionMenu, { onNavigate: () => undefined }),
    );
    expect(await hydrate(html, tree, page.client.hydrateRoot, page.React.act)).toEqual([]);
    // (This copy of the shell has not loaded its catalogues' formats: the name is matched in part.)
    expect(screen.getByRole('button', { name: /your account menu/ })).toBeVisible();
    page.auth.clearSession();
  });
});
