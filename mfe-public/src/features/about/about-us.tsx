import { formatAddress, site } from '@church/contracts';
import styles from './about-us.module.css';

export function AboutUs() {
  return (
    <article className={styles.page}>
      <header className={styles.intro}>
        <h1>About Us</h1>
        <p className={styles.lead}>
          {site.name} is a family of believers in {site.address.city}, Kansas, gathering to worship, grow in faith and
          serve our neighbours.
        </p>
      </header>
      <section aria-labelledby="about-believe">
        <h2 id="about-believe">What we believe</h2>
        <p>
          We believe in one God, Father, Son and Holy Spirit; that Jesus Christ lived, died and rose again; and that His
          grace is offered to everyone. The Bible shapes how we worship, how we pray and how we love the people around
          us.
        </p>
      </section>
      <section aria-labelledby="about-sunday">
        <h2 id="about-sunday">Sunday gatherings</h2>
        <p>
          Every Sunday we gather for worship, teaching from the Scriptures and prayer. Children and youth have their own
          classes during the service, and everyone is welcome to stay for coffee afterwards.
        </p>
      </section>
      <section aria-labelledby="about-visit">
        <h2 id="about-visit">Plan your visit</h2>
        <p>
          You will find us at {formatAddress(site.address)}. Questions before you come? Call us at{' '}
          <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a> or write to{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a>.
        </p>
      </section>
    </article>
  );
}
