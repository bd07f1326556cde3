import { accountMessages } from '@church/contracts';
import { resendConfirmationEmail } from '../api/resend-confirmation-email';
import { useTranslate } from '../i18n/catalogues';
import { EmailRequestModal } from './email-request-modal';

export default function ResendConfirmationModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslate();
  return (
    <EmailRequestModal
      title={t('shell.auth.resendConfirmation')}
      send={resendConfirmationEmail}
      sentMessage={accountMessages.confirmationSent}
      failedMessage={accountMessages.resendFailed}
      onClose={onClose}
    />
  );
}
