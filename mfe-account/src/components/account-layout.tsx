import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { logOutAndGoHome, useSession } from '@church/auth';
import { accountMessages } from '@church/contracts';
import { NavLink } from '@church/router';
import { accountPages, pagesFor } from '../config/account-pages';
import styles from './account-menu.module.css';

/**
 * The account area's menu beside the current page: on desktop a side menu that collapses to
 * 76 px or expands to 250 px; on mobile (CSS decides) a collapsible "Menu" list that also has
 * Log out, since the header's avatar menu is out of reach there.
 */
export function AccountLayout({ children }: { children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const allowedActions = useSession((state) => state.session?.allowedActions) ?? [];
  const items = [...accountPages, ...pagesFor(allowedActions).filter((page) => page.inMenu)];

  return (
    <div className={styles.layout}>
      <nav
        aria-label="Account"
        className={[styles.menu, collapsed ? styles.collapsed : '', mobileOpen ? styles.mobileOpen : ''].join(' ')}
      >
        <button
          type="button"
          className={`ui-button ui-button--secondary ${styles.toggle}`}
          aria-expanded={!collapsed}
          onClick={() => setCollapsed((value) => !value)}
        >
          <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
          <span className="ui-visually-hidden">{collapsed ? 'Expand menu' : 'Collapse menu'}</span>
        </button>
        <button
          type="button"
          className={`ui-button ui-button--secondary ${styles.mobileToggle}`}
          aria-expanded={mobileOpen}
          aria-controls="account-menu-list"
          onClick={() => setMobileOpen((value) => !value)}
        >
          Menu
        </button>
        <ul id="account-menu-list">
          {items.map((page) => (
            <li key={page.path}>
              <NavLink
                to={`/account/${page.path}`}
                title={collapsed ? page.title : undefined}
                onClick={() => setMobileOpen(false)}
              >
                <span className={styles.initial} aria-hidden="true">
                  {page.title.charAt(0)}
                </span>
                <span className={collapsed ? 'ui-visually-hidden' : undefined}>{page.title}</span>
              </NavLink>
            </li>
          ))}
          <li className={styles.logOut}>
            <button type="button" onClick={() => logOutAndGoHome(() => toast.error(accountMessages.logoutFailed))}>
              <span className={styles.initial} aria-hidden="true">
                ⎋
              </span>
              <span>Log out</span>
            </button>
          </li>
        </ul>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
