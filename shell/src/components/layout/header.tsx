import { useState } from 'react';
import { useSession } from '@church/auth';
import { areaEntryPath, areaOfSession, areas } from '@church/areas';
import { Link, useLocation } from '@church/router';
import { site } from '@church/contracts';
import { openModal } from '@church/modals';
import { paths } from '../../config/paths';
import styles from './header.module.css';
import { SessionMenu } from './session-menu';
import { useScrolled } from './use-scrolled';

const scrollThresholdPx = 50;

interface HeaderLink {
  to: string;
  label: string;
  /** Marked as the current page here and below; Home only on itself. */
  activeUnder?: string;
}

const links: HeaderLink[] = [
  { to: paths.home, label: 'Home' },
  { to: paths.videos, label: 'Watch Live', activeUnder: paths.videos },
  { to: paths.events, label: 'Events', activeUnder: paths.events },
  { to: paths.aboutUs, label: 'About Us', activeUnder: paths.aboutUs },
];

const isActive = ({ to, activeUnder }: HeaderLink, pathname: string) =>
  pathname === to ||
  (activeUnder !== undefined && (pathname === activeUnder || pathname.startsWith(`${activeUnder}/`)));

export function Header() {
  const scrolled = useScrolled(scrollThresholdPx);
  const session = useSession((state) => state.session);
  const { pathname } = useLocation();
  // Admins get the dashboard; other signed-in users their account (spec section 2, Header). The
  // link goes straight to the first page of the area's menu, active anywhere in the area.
  const area = session ? areaOfSession(session) : undefined;
  const visibleLinks: HeaderLink[] = area
    ? [
        ...links,
        {
          to: areaEntryPath(area, session),
          label: area === 'dashboard' ? 'Dashboard' : 'My Account',
          activeUnder: areas[area].prefix,
        },
      ]
    : links;
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
          onClick={() => setMenuOpen(!menuOpen)}
        >
          Menu
        </button>
        <nav id="main-navigation" aria-label="Main" className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}>
          <ul>
            {visibleLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={closeMenu}
                  aria-current={isActive(link, pathname) ? 'page' : undefined}
                  className={isActive(link, pathname) ? styles.active : undefined}
                >
                  {link.label}
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
            Give
          </button>
          <SessionMenu onNavigate={closeMenu} />
        </nav>
      </div>
    </header>
  );
}
