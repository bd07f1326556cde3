import { formatAddress, site } from '@church/contracts';
import { Modal } from '@church/ui';
import styles from './giving-menu.module.css';

interface GivingOption {
  title: string;
  text: string;
}

/** The four ways to give and the dialog text of spec section 1. */
const options: GivingOption[] = [
  {
    title: 'One-time online gift',
    text: 'Give a single gift online with a debit or credit card. You do not need an account to give once.',
  },
  {
    title: 'Recurring gift',
    text: 'Give automatically every month. Recurring gifts need you to sign in, and you manage them in the Financial tab of your profile.',
  },
  {
    title: 'In person',
    text: 'Give cash or a check at any of our Sunday gatherings. For a tax deduction, use an offering envelope with your name and address on it.',
  },
  {
    title: 'By mail',
    text: `Mail a check to the church office: ${site.name}, ${formatAddress(site.address)}.`,
  },
];

export function GivingMenu({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Giving" onClose={onClose} wide>
      <p className={styles.intro}>
        Thank you for supporting the ministry of {site.name}. Choose how you would like to give.
      </p>
      <ul className={styles.options}>
        {options.map((option) => (
          <li key={option.title} className={styles.option}>
            <h3>{option.title}</h3>
            <p>{option.text}</p>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
