import { useState, type ReactNode } from 'react';
import { useSession } from '@church/auth';
import { NavLink } from '@church/router';
import { accountPages, pagesFor } from '../config/account-pages';
import styles from './account-menu.module.css';

/** The account area's side menu (76 px collapsed, 250 px expanded) beside the current page. */
export function AccountLayout({ children }: { children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(false);
  const allowedActions = useSession((state) => state.session?.allowedActions) ?? [];
  const items = [...accountPages, ...pagesFor(allowedActions).filter((page) => page.inMenu)];

  return (
    <div className={styles.layout}>
      <nav aria-label="Account" className={[styles.menu, collapsed ? styles.collapsed : ''].join(' ')}>
        <button
          type="button"
          className={`ui-button ui-button--secondary ${styles.toggle}`}
          aria-expanded={!collapsed}
          onClick={() => setCollapsed((value) => !value)}
        >
          <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
          <span className="ui-visually-hidden">{collapsed ? 'Expand menu' : 'Collapse menu'}</span>
        </button>
        <ul>
          {items.map((page) => (
            <li key={page.path}>
              <NavLink to={`/account/${page.path}`} title={collapsed ? page.title : undefined}>
                <span className={styles.initial} aria-hidden="true">
                  {page.title.charAt(0)}
                </span>
                <span className={collapsed ? 'ui-visually-hidden' : undefined}>{page.title}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
