import { useForm } from 'react-hook-form';
import { toast } from '@church/http/toast';
import { EmailOnlySchema, type EmailOnly } from '@church/contracts';
import { Button, Modal, TextField, valibotFormResolver } from '@church/ui';
import { translateMessage, useTranslate } from '../i18n/catalogues';
import { showUnreachable } from './show-failure';

interface EmailRequestModalProps {
  title: string;
  send: (values: EmailOnly) => Promise<void>;
  sentMessage: string;
  failedMessage: string;
  onClose: () => void;
}

/** Forgot password and resend confirmation: one e-mail field, and the dialog closes once sent. */
export function EmailRequestModal({ title, send, sentMessage, failedMessage, onClose }: EmailRequestModalProps) {
  const { t } = useTranslate();
  const { register, handleSubmit, formState } = useForm<EmailOnly>({
    resolver: valibotFormResolver(EmailOnlySchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await send(values);
      toast.success(translateMessage(sentMessage));
      onClose();
    } catch (error) {
      showUnreachable(error, failedMessage);
    }
  });

  return (
    <Modal title={title} onClose={onClose}>
      <form className="ui-form" noValidate onSubmit={submit}>
        <TextField
          label={t('shell.auth.email')}
          data-autofocus=""
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" loading={formState.isSubmitting}>
          {t('shell.auth.send')}
        </Button>
      </form>
    </Modal>
  );
}
