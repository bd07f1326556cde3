import { accountMessages } from '@church/contracts';
import { resendConfirmationEmail } from '../api/resend-confirmation-email';
import { EmailRequestModal } from './email-request-modal';

export default function ResendConfirmationModal({ onClose }: { onClose: () => void }) {
  return (
    <EmailRequestModal
      title="Resend confirmation email"
      send={resendConfirmationEmail}
      sentMessage={accountMessages.confirmationSent}
      failedMessage={accountMessages.resendFailed}
      onClose={onClose}
    />
  );
}
