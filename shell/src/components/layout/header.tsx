import { useState } from 'react';
import { selectIsAdmin, selectIsSignedIn, useSession } from '@church/auth';
import { NavLink, Link } from '@church/router';
import { site } from '@church/contracts';
import { openModal } from '@church/modals';
import { paths } from '../../config/paths';
import styles from './header.module.css';
import { SessionMenu } from './session-menu';
import { useScrolled } from './use-scrolled';

const scrollThresholdPx = 50;

const links = [
  { to: paths.home, label: 'Home', end: true },
  { to: paths.videos, label: 'Watch Live', end: false },
  { to: paths.events, label: 'Events', end: false },
  { to: paths.aboutUs, label: 'About Us', end: false },
];

export function Header() {
  const scrolled = useScrolled(scrollThresholdPx);
  const isSignedIn = useSession(selectIsSignedIn);
  const isAdmin = useSession(selectIsAdmin);
  // Admins get the dashboard; other signed-in users their account (spec section 2, Header).
  const areaLink = isAdmin
    ? { to: paths.dashboard, label: 'Dashboard', end: false }
    : { to: paths.account, label: 'My Account', end: false };
  const visibleLinks = isSignedIn ? [...links, areaLink] : links;
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
                <NavLink
                  to={link.to}
                  end={link.end}
                  onClick={closeMenu}
                  className={({ isActive }) => (isActive ? styles.active : undefined)}
                >
                  {link.label}
                </NavLink>
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
