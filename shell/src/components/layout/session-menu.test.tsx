import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { clearSession, keepSessionHint, setSession } from '@church/auth';
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
  document.body.innerHTML = '';
});

describe('SessionMenu on a page drawn on the server', () => {
  it('keeps the browser’s signed-in hint in step with the session: signed in, and where to', () => {
    act(() => setSession(member));
    expect(document.cookie).toBe('church-signed-in=/account/settings');
    act(() => clearSession());
    expect(document.cookie).toBe('');
  });

  it('drawn for a member: no Join Us in the HTML, the same tree hydrated, then the avatar', async () => {
    act(() => setSession(member));
    // The server draws with the store's first state (no session) and the hint the request carried.
    const html = renderToString(menu);
    expect(html).not.toContain('Join Us');
    expect(html).toContain('data-session-pending');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, menu, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('button', { name: 'GH, your account menu' })).toBeVisible();
    expect(screen.queryByText('Join Us')).not.toBeInTheDocument();
  });

  it('drawn for a visitor: Join Us, as before', () => {
    const html = renderToString(menu);
    expect(html).toContain('Join Us');
  });
});
