import type { AllGivingHistoryItem } from '@church/contracts';
import styles from './givings.module.css';

/** An e-mail that may break after its '@' in a narrow column, never inside a word. */
function Email({ address }: { address: string }) {
  const at = address.indexOf('@');
  return (
    <span className={styles.muted}>
      {at < 0 ? (
        address
      ) : (
        <>
          {address.slice(0, at + 1)}
          <wbr />
          {address.slice(at + 1)}
        </>
      )}
    </span>
  );
}

/** Who gave: the member or the named donor, with the e-mail when known; a deleted member says so. */
export function DonorCell({ gift }: { gift: AllGivingHistoryItem }) {
  if (gift.donorKind === 'deleted') return <span className={styles.muted}>{gift.donorName}</span>;
  return (
    <span className={styles.donor}>
      <span className={styles.donorName}>{gift.donorName}</span>
      {gift.donorEmail ? <Email address={gift.donorEmail} /> : null}
    </span>
  );
}
