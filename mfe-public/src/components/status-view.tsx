import styles from './status-view.module.css';

/** A failed load shown by its status alone, e.g. '404' for a video that does not exist. */
export function StatusView({ status }: { status: number }) {
  return (
    <section className={styles.status}>
      <h1>{status}</h1>
    </section>
  );
}
