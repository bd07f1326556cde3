import { useState } from 'react';
import { usePendingSession, useSession, type Session } from '@church/auth';
import { areaOfSession, areas, publicPages, type Area, type PublicPage } from '@church/areas';
import { Link, useLocation } from '@church/router';
import { site } from '@church/contracts';
import { openModal } from '@church/modals';
import { paths } from '../../config/paths';
import { useAreaMenus, type AreaMenus } from '../../lib/area-menus';
import { LanguageSwitch } from './language-switch';
import styles from './header.module.css';
import { SessionMenu } from './session-menu';
import { useScrolled } from './use-scrolled';
import { useTranslate } from '../../i18n/catalogues';

const scrollThresholdPx = 50;

interface HeaderLink {
  to: string;
  /** The message id of its label. */
  label: string;
  /** Marked as the current page here and below; Home only on itself. */
  activeUnder?: string;
}

/** The public pages with a header label, in the site table's order. */
const links: HeaderLink[] = (publicPages as readonly PublicPage[]).flatMap(({ path, menu }) =>
  menu ? [{ to: path, label: menu, activeUnder: path === paths.home ? undefined : path }] : [],
);

const isActive = ({ to, activeUnder }: HeaderLink, pathname: string) =>
  pathname === to ||
  (activeUnder !== undefined && (pathname === activeUnder || pathname.startsWith(`${activeUnder}/`)));

const areaLabels: Record<Area, string> = { dashboard: 'Dashboard', account: 'My Account' };

/** The area's first page once the area rows are in (the shell fetches them with a session), else the area. */
function areaLinkOf(session: Session, menus: AreaMenus | undefined): HeaderLink {
  const area = areaOfSession(session);
  const to = menus?.areaEntryPath(area, session) ?? areas[area].prefix;
  return { to, label: areaLabels[area], activeUnder: areas[area].prefix };
}

/** The link a hint names, if it leads into an area. */
function hintedAreaLink(entry: string): HeaderLink | undefined {
  const area = (Object.keys(areaLabels) as Area[]).find((name) => entry.startsWith(`${areas[name].prefix}/`));
  return area ? { to: entry, label: areaLabels[area], activeUnder: areas[area].prefix } : undefined;
}

export function Header() {
  const { t } = useTranslate();
  const scrolled = useScrolled(scrollThresholdPx);
  const session = useSession((state) => state.session);
  const pending = usePendingSession();
  const { pathname } = useLocation();
  // Admins get the dashboard; other signed-in users their account (spec section 2, Header). The
  // link goes straight to the first page of the area's menu, active anywhere in the area. A page
  // drawn for someone signed in draws it from the hint it was drawn with until React reads the
  // session, so the links do not move when it does.
  const menus = useAreaMenus(session !== null);
  const areaLink = session
    ? areaLinkOf(session, menus)
    : pending?.areaEntry
      ? hintedAreaLink(pending.areaEntry)
      : undefined;
  const visibleLinks: HeaderLink[] = areaLink ? [...links, areaLink] : links;
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className={`${styles.header} ${scrolled ? styles.scrolled : ''}`} data-scrolled={scrolled}>
      <div className={styles.inner}>
        <Link to={paths.home} className={styles.brand} onClick={closeMenu}>
          <span className={styles.mark} aria-hidden="true">
            ✚
          </span>
          {site.shortName}
        </Link>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="main-navigation"
          // Named apart from an area's own Menu on the same phone screen.
          aria-label={t('Site menu')}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {t('Menu')}
        </button>
        <nav id="main-navigation" aria-label={t('Main')} className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}>
          <ul>
            {visibleLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={closeMenu}
                  aria-current={isActive(link, pathname) ? 'page' : undefined}
                  className={isActive(link, pathname) ? styles.active : undefined}
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={styles.give}
            onClick={() => {
              closeMenu();
              openModal('giving-menu');
            }}
          >
            {t('Give')}
          </button>
          <SessionMenu onNavigate={closeMenu} />
          <LanguageSwitch />
        </nav>
      </div>
    </header>
  );
}
