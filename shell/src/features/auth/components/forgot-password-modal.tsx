import { accountMessages } from '@church/contracts';
import { sendForgotPasswordEmail } from '../api/send-forgot-password-email';
import { EmailRequestModal } from './email-request-modal';

export default function ForgotPasswordModal({ onClose }: { onClose: () => void }) {
  return (
    <EmailRequestModal
      title="Forgot password"
      send={sendForgotPasswordEmail}
      sentMessage={accountMessages.forgotSent}
      failedMessage={accountMessages.forgotFailed}
      onClose={onClose}
    />
  );
}
