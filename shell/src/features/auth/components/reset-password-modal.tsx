import { useForm } from 'react-hook-form';
import { toast } from '@church/http/toast';
import { accountMessages, ResetPasswordSchema, type ResetPassword } from '@church/contracts';
import { useNavigate } from '@church/router';
import { Button, Modal, NewPasswordFields, valibotFormResolver } from '@church/ui';
import { paths } from '../../../config/paths';
import { resetPassword } from '../api/reset-password';
import { translateMessage, useTranslate } from '../i18n/catalogues';
import { showUnreachable } from './show-failure';

/** Reached from the e-mailed link (/reset-password?token=...), which passes the token. */
export default function ResetPasswordModal({ token, onClose }: { token?: string; onClose: () => void }) {
  const { t } = useTranslate();
  const navigate = useNavigate();
  const form = useForm<ResetPassword>({
    resolver: valibotFormResolver(ResetPasswordSchema),
    defaultValues: { token: token ?? '', password: '', confirmPassword: '' },
  });
  const { handleSubmit, formState } = form;

  const submit = handleSubmit(async (values) => {
    try {
      await resetPassword(values);
      toast.success(translateMessage(accountMessages.passwordReset));
      onClose();
      navigate(paths.home);
    } catch (error) {
      showUnreachable(error, accountMessages.resetFailed);
    }
  });

  return (
    <Modal title={t('shell.auth.resetPassword')} onClose={onClose}>
      <form className="ui-form" noValidate onSubmit={submit}>
        {formState.errors.token ? (
          <p className="ui-field__error">{translateMessage(formState.errors.token.message ?? '')}</p>
        ) : null}
        <NewPasswordFields form={form} />
        <Button type="submit" loading={formState.isSubmitting}>
          {t('shell.auth.resetPassword')}
        </Button>
      </form>
    </Modal>
  );
}
