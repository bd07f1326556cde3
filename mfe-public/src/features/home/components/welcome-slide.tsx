import { Link } from '@church/router';
import { site } from '@church/contracts';
import { paths } from '../../../config/paths';
import styles from './hero.module.css';

export function WelcomeSlide() {
  return (
    <div className={`${styles.slide} ${styles.welcome}`}>
      <div className={styles.content}>
        <p className={styles.eyebrow}>Welcome to {site.name}</p>
        <h1>A place to belong, believe and become</h1>
        <p className={styles.lead}>
          Join us on Sunday in {site.address.city}, or watch the latest sermon from wherever you are.
        </p>
        <Link className="ui-button ui-button--primary" to={paths.videos}>
          Watch Sermons
        </Link>
      </div>
    </div>
  );
}
