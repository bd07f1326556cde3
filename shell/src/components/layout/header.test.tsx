import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { clearSession, setServerSessionHint, setSession } from '@church/auth';
import { closeModal, useModalStore } from '@church/modals';
import { MemoryRouter } from '@church/router/testing';
import { Header } from './header';

function renderHeader(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Header />
    </MemoryRouter>,
  );
}

describe('Header', () => {
  afterEach(() => {
    closeModal();
    act(() => clearSession());
  });

  it('links to the public pages', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Watch Live' })).toHaveAttribute('href', '/videos');
    expect(screen.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/events');
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
  });

  it('opens the giving modal from Give', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Give' }));
    expect(useModalStore.getState().current?.id).toBe('giving-menu');
  });

  it('takes the scrolled style only after 50 px', () => {
    renderHeader();
    const header = screen.getByRole('banner');
    act(() => {
      window.scrollY = 50;
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = 51;
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');
  });

  it('offers visitors Sign Up and Sign In under Join Us', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Join Us' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(useModalStore.getState().current?.id).toBe('sign-in');
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it.each([
    [[], 'My Account', '/account/settings'],
    [['Admin'], 'Dashboard', '/dashboard/charts'],
  ])(
    'shows a signed-in user (roles %j) their initials and %s, leading to its first page',
    async (roles, label, href) => {
      signInAs(roles);
      renderHeader();
      // The area's first page is known once the area rows (fetched for a session) are in.
      await waitFor(() => expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href));
      expect(screen.getByRole('img', { name: 'Grace Hopper' })).toHaveTextContent('GH');
      expect(screen.queryByRole('button', { name: 'Join Us' })).not.toBeInTheDocument();
    },
  );

  it('marks My Account as the current page anywhere in the account area', () => {
    signInAs([]);
    renderHeader('/account/givings-history');
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    ['/dashboard/charts', 'Dashboard'],
    ['/account/settings', 'My Account'],
  ])(
    'drawn on the server from a hint naming %s: its %s link is in the HTML and stays through hydration',
    async (entry, label) => {
      signInAs(label === 'Dashboard' ? ['Admin'] : []);
      // The request's hint, which the server renderer is handed and the HTML passes on to the browser.
      setServerSessionHint({ areaEntry: entry });
      const header = (
        <MemoryRouter>
          <Header />
        </MemoryRouter>
      );
      // The server draws with the store's first state (no session) and the hint the request carried.
      const html = renderToString(header);
      expect(html).toContain(`href="${entry}"`);
      expect(html).toContain(`>${label}</a>`);

      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const drawnLink = container.querySelector(`a[href="${entry}"]`);
      const mismatches: unknown[] = [];
      await act(async () => {
        hydrateRoot(container, header, { onRecoverableError: (error) => mismatches.push(error) });
      });
      expect(mismatches).toEqual([]);
      expect(screen.getByRole('link', { name: label })).toBe(drawnLink);
      setServerSessionHint(null);
      container.remove();
    },
  );
});

function signInAs(roles: string[]) {
  act(() =>
    setSession({
      userId: '1',
      accessToken: 'a',
      accessTokenExpirationDateTimeOffset: Math.floor(Date.now() / 1000) + 600,
      refreshToken: 'r',
      roles,
      allowedActions: [],
      user: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', photoUrl: null, language: 'en' },
    }),
  );
}
