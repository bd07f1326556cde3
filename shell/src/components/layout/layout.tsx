import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import styles from './layout.module.css';
import { useTranslate } from '../../i18n/catalogues';

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslate();
  return (
    <div className={styles.layout}>
      <a className={styles.skip} href="#main">
        {t('Skip to content')}
      </a>
      <Header />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
