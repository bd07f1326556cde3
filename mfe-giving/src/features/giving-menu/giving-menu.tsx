import { useEffect, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { selectIsSignedIn, useSession } from '@church/auth';
import { formatAddress, givingMessages, site, timings } from '@church/contracts';
import { Button, Modal } from '@church/ui';
import {
  cancelDialogReset,
  scheduleDialogReset,
  showFlow,
  showOptions,
  useGivingDialog,
  type GivingFlow,
} from './giving-dialog-store';
import styles from './giving-menu.module.css';

interface GivingOption {
  title: string;
  text: string;
  action?: { choice: 'one-time' | 'recurring'; label: string };
}

/** The four ways to give and the dialog text of spec section 1. */
const options: GivingOption[] = [
  {
    title: 'One-time online gift',
    text: 'Give a single gift online with a debit or credit card. You do not need an account to give once.',
    action: { choice: 'one-time', label: 'Give once' },
  },
  {
    title: 'Recurring gift',
    text: 'Give automatically every month. Recurring gifts need you to sign in, and you manage them in the Financial tab of your profile.',
    action: { choice: 'recurring', label: 'Give monthly' },
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

interface GivingMenuProps {
  onClose: () => void;
  /** Renders a chosen flow in place of the options; `backToOptions` brings them back. */
  renderFlow?: (flow: GivingFlow, backToOptions: () => void) => ReactNode;
}

export function GivingMenu({ onClose, renderFlow }: GivingMenuProps) {
  const view = useGivingDialog((state) => state.view);
  const isSignedIn = useSession(selectIsSignedIn);

  useEffect(() => {
    cancelDialogReset();
    return scheduleDialogReset;
  }, []);

  const choose = (choice: 'one-time' | 'recurring') => {
    // Spec section 4: a one-time gift is anonymous when signed out; a recurring one needs sign-in.
    if (choice === 'one-time') showFlow(isSignedIn ? 'one-time' : 'anonymous');
    else if (isSignedIn) showFlow('recurring');
    else toast(givingMessages.recurringSignIn, { duration: timings.longToastMs, icon: 'ℹ️' });
  };

  return (
    <Modal title="Giving" onClose={onClose} wide>
      {view !== 'options' && renderFlow ? (
        renderFlow(view, showOptions)
      ) : (
        <>
          <p className={styles.intro}>
            Thank you for supporting the ministry of {site.name}. Choose how you would like to give.
          </p>
          <ul className={styles.options}>
            {options.map(({ title, text, action }) => (
              <li key={title} className={styles.option}>
                <h3>{title}</h3>
                <p>{text}</p>
                {action ? (
                  <Button className={styles.action} variant="secondary" onClick={() => choose(action.choice)}>
                    {action.label}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
