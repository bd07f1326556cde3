import { accountMessages } from '@church/contracts';
import { sendSignInLink } from '../api/send-sign-in-link';
import { useTranslate } from '../i18n/catalogues';
import { EmailRequestModal } from './email-request-modal';

/** A way in that needs no password and that no one's guessing can hold up (decision 0060). */
export default function SignInLinkModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslate();
  return (
    <EmailRequestModal
      title={t('shell.auth.signInLink')}
      send={sendSignInLink}
      sentMessage={accountMessages.signInLinkSent}
      failedMessage={accountMessages.signInLinkFailed}
      onClose={onClose}
    />
  );
}
