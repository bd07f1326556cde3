import { useForm } from 'react-hook-form';
import { isAdmin, signIn } from '@church/auth';
import { areaEntryPath } from '@church/areas';
import { accountMessages, SignInSchema, type SignIn } from '@church/contracts';
import { openModal } from '@church/modals';
import { useNavigate } from '@church/router';
import { Button, Modal, TextField, valibotFormResolver } from '@church/ui';
import { showFailure } from './show-failure';

export default function SignInModal({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<SignIn>({
    resolver: valibotFormResolver(SignInSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      const session = await signIn(values);
      onClose();
      // Admins go to their dashboard's first page; members stay where they were.
      if (isAdmin(session)) navigate(areaEntryPath('dashboard', session));
    } catch (error) {
      await showFailure(error, accountMessages.signInFailed);
    }
  });

  return (
    <Modal title="Sign In" onClose={onClose}>
      <form className="ui-form" noValidate onSubmit={submit}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" loading={formState.isSubmitting}>
          Sign In
        </Button>
        <div className="ui-form__links">
          <Button variant="link" onClick={() => openModal('forgot-password')}>
            Forgot password
          </Button>
          <Button variant="link" onClick={() => openModal('resend-confirmation')}>
            Resend confirmation email
          </Button>
          <Button variant="link" onClick={() => openModal('sign-in-link')}>
            Email me a sign-in link
          </Button>
          <Button variant="link" onClick={() => openModal('sign-up')}>
            Don&apos;t have an account
          </Button>
        </div>
      </form>
    </Modal>
  );
}
