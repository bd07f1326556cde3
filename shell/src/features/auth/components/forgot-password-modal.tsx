import { accountMessages } from '@church/contracts';
import { sendForgotPasswordEmail } from '../api/send-forgot-password-email';
import { useTranslate } from '../i18n/catalogues';
import { EmailRequestModal } from './email-request-modal';

export default function ForgotPasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslate();
  return (
    <EmailRequestModal
      title={t('shell.auth.forgotPassword')}
      send={sendForgotPasswordEmail}
      sentMessage={accountMessages.forgotSent}
      failedMessage={accountMessages.forgotFailed}
      onClose={onClose}
    />
  );
}
