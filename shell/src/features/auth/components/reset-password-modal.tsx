import { useForm } from 'react-hook-form';
import { toast } from '@church/http/toast';
import { accountMessages, ResetPasswordSchema, type ResetPassword } from '@church/contracts';
import { useNavigate } from '@church/router';
import { Button, Modal, NewPasswordFields, valibotFormResolver } from '@church/ui';
import { paths } from '../../../config/paths';
import { resetPassword } from '../api/reset-password';
import { showUnreachable } from './show-failure';

/** Reached from the e-mailed link (/reset-password?token=...), which passes the token. */
export default function ResetPasswordModal({ token, onClose }: { token?: string; onClose: () => void }) {
  const navigate = useNavigate();
  const form = useForm<ResetPassword>({
    resolver: valibotFormResolver(ResetPasswordSchema),
    defaultValues: { token: token ?? '', password: '', confirmPassword: '' },
  });
  const { handleSubmit, formState } = form;

  const submit = handleSubmit(async (values) => {
    try {
      await resetPassword(values);
      toast.success(accountMessages.passwordReset);
      onClose();
      navigate(paths.home);
    } catch (error) {
      showUnreachable(error, accountMessages.resetFailed);
    }
  });

  return (
    <Modal title="Reset password" onClose={onClose}>
      <form className="ui-form" noValidate onSubmit={submit}>
        {formState.errors.token ? <p className="ui-field__error">{formState.errors.token.message}</p> : null}
        <NewPasswordFields form={form} />
        <Button type="submit" loading={formState.isSubmitting}>
          Reset password
        </Button>
      </form>
    </Modal>
  );
}
