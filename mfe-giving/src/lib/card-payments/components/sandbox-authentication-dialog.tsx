import { Button, Modal } from '@church/ui';
import styles from './sandbox-authentication-dialog.module.css';

interface SandboxAuthenticationDialogProps {
  onAnswer: (approve: boolean) => void;
}

/**
 * The sandbox's stand-in for the bank's 3-D Secure step: the user decides whether the
 * authentication succeeds. Closing it (Escape, ×, the backdrop) fails it, as closing Stripe's
 * frame does. Escape stops here, so a gift wizard around it stays open.
 */
export function SandboxAuthenticationDialog({ onAnswer }: SandboxAuthenticationDialogProps) {
  return (
    <div
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.stopPropagation();
      }}
    >
      <Modal title="Sandbox authentication" onClose={() => onAnswer(false)}>
        <p>
          Your card asks for authentication. With a real card your bank would show its own check here (3-D Secure); in
          sandbox mode no bank is involved, so you choose the outcome.
        </p>
        <div className={styles.actions}>
          <Button onClick={() => onAnswer(true)}>Complete authentication</Button>
          <Button variant="secondary" onClick={() => onAnswer(false)}>
            Fail authentication
          </Button>
        </div>
      </Modal>
    </div>
  );
}
