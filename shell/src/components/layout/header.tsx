import { useState } from 'react';
import { NavLink, Link } from '@church/router';
import { site } from '@church/contracts';
import { openModal } from '@church/modals';
import { paths } from '../../config/paths';
import styles from './header.module.css';
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
            {links.map((link) => (
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
        </nav>
      </div>
    </header>
  );
}
