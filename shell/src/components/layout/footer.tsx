import { formatAddress, site } from '@church/contracts';
import { Link } from '@church/router';
import { paths } from '../../config/paths';
import styles from './footer.module.css';
import { useTranslate } from '../../i18n/catalogues';

const accessibilityLabel = 'Accessibility';

export function Footer() {
  const { t } = useTranslate();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit">{t('Visit us')}</h2>
          <address className={styles.address}>
            {site.name}
            <br />
            {formatAddress(site.address)}
          </address>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('Contact')}</h2>
          <p>
            <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a>
            <br />
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
        </section>
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow">{t('Follow us')}</h2>
          <ul className={styles.socials}>
            {site.socials.map((social) => (
              <li key={social.name}>
                <a href={social.url} target="_blank" rel="noopener noreferrer">
                  {social.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>
        © {new Date().getFullYear()} {site.name} · <Link to={paths.accessibility}>{accessibilityLabel}</Link>
      </p>
    </footer>
  );
}
