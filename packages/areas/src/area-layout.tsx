import { useState, type ReactNode } from 'react';
import { toast } from '@church/http/toast';
import { logOutAndGoHome, useSession } from '@church/auth';
import { accountMessages } from '@church/contracts';
import { Link, useLocation } from '@church/router';
import type { Area } from './site-table/area-pages';
import { areas } from './areas';
import { menuOf } from './find-area-page';
import { useTranslate } from './i18n/catalogues';
import { matchesPath } from './site-table/path-pattern';
import styles from './area-layout.module.css';

/**
 * An area's menu beside the current page: on desktop a side menu that collapses to 76 px or
 * expands to 250 px; on phones (CSS decides) a collapsible "Menu" list that also has Log out,
 * since the header's avatar menu is out of reach there.
 */
export function AreaLayout({ area, children }: { area: Area; children: ReactNode }) {
  const { t } = useTranslate();
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const session = useSession((state) => state.session);
  const { pathname } = useLocation();
  const { prefix, navLabel } = areas[area];
  const menu = menuOf(area, session);
  // The area's own path shows the first page (see AreaRoutes) until the URL names it.
  const here = pathname.slice(prefix.length + 1) || (menu[0]?.placement.path ?? '');
  const listId = `${area}-menu-list`;

  return (
    <div className={styles.layout}>
      <nav
        aria-label={t(navLabel)}
        className={[styles.menu, collapsed ? styles.collapsed : '', mobileOpen ? styles.mobileOpen : ''].join(' ')}
      >
        <button
          type="button"
          className={`ui-button ui-button--secondary ${styles.toggle}`}
          aria-expanded={!collapsed}
          onClick={() => setCollapsed((value) => !value)}
        >
          <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
          <span className="ui-visually-hidden">{collapsed ? t('Expand menu') : t('Collapse menu')}</span>
        </button>
        <button
          type="button"
          className={`ui-button ui-button--secondary ${styles.mobileToggle}`}
          aria-expanded={mobileOpen}
          aria-controls={listId}
          // Named apart from the header's Menu on the same phone screen.
          aria-label={t(`${navLabel} menu`)}
          onClick={() => setMobileOpen((value) => !value)}
        >
          {t('Menu')}
        </button>
        <ul id={listId}>
          {menu.map(({ placement }) => {
            const title = t(placement.title);
            // A page's entry is also marked on the paths it owns (Plans on the master calendar).
            const active = [placement.path, ...(placement.activeOn ?? [])].some((path) => matchesPath(path, here));
            return (
              <li key={placement.path}>
                <Link
                  to={`${prefix}/${placement.path}`}
                  title={collapsed ? title : undefined}
                  aria-current={active ? 'page' : undefined}
                  onClick={() => setMobileOpen(false)}
                >
                  <span className={styles.initial} aria-hidden="true">
                    {title.charAt(0)}
                  </span>
                  <span className={collapsed ? 'ui-visually-hidden' : undefined}>{title}</span>
                </Link>
              </li>
            );
          })}
          <li className={styles.logOut}>
            <button type="button" onClick={() => logOutAndGoHome(() => toast.error(accountMessages.logoutFailed))}>
              <span className={styles.initial} aria-hidden="true">
                ⎋
              </span>
              <span>{t('Log out')}</span>
            </button>
          </li>
        </ul>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
