import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { accountMessages, SignUpSchema, type SignUp } from '@church/contracts';
import { openModal } from '@church/modals';
import { QueryProvider, useStates } from '@church/query';
import {
  AddressFields,
  Button,
  Modal,
  NameFields,
  NewPasswordFields,
  PhoneFormField,
  TextField,
  valibotFormResolver,
} from '@church/ui';
import { register as registerAccount } from '../api/register';
import { translateMessage, useTranslate } from '../i18n/catalogues';
import { showUnreachable } from './show-failure';

const emptySignUp = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  password: '',
  confirmPassword: '',
  address: { streetAddress: '', city: '', stateId: Number.NaN, zipCode: '' },
} satisfies SignUp;

interface SignUpModalProps {
  onClose: () => void;
}

/**
 * The modal manager renders this dialog outside any area, and it is the shell's only reader of
 * server data, so it brings the shared query cache's provider itself: the cache stays out of
 * the shell's first-visit entry and arrives with this lazily loaded chunk.
 */
export default function SignUpModal(props: SignUpModalProps) {
  return (
    <QueryProvider>
      <SignUpDialog {...props} />
    </QueryProvider>
  );
}

function SignUpDialog({ onClose }: SignUpModalProps) {
  const { t } = useTranslate();
  const [registered, setRegistered] = useState(false);
  const form = useForm<SignUp>({
    resolver: valibotFormResolver(SignUpSchema),
    defaultValues: emptySignUp,
  });
  const { register, handleSubmit, formState } = form;
  const states = useStates();

  const submit = handleSubmit(async (values) => {
    try {
      await registerAccount(values);
      setRegistered(true);
    } catch (error) {
      showUnreachable(error, accountMessages.signUpFailed);
    }
  });

  if (registered) {
    return (
      <Modal title={t('shell.auth.signUp')} onClose={onClose}>
        <p className="ui-notice" role="status">
          {translateMessage(accountMessages.signUpNotice)}
        </p>
        <Button onClick={onClose}>{t('shell.auth.close')}</Button>
      </Modal>
    );
  }

  return (
    <Modal title={t('shell.auth.signUp')} onClose={onClose} wide>
      <form className="ui-form" noValidate onSubmit={submit}>
        <NameFields form={form} />
        <div className="ui-form__row">
          <TextField
            label={t('shell.auth.email')}
            type="email"
            autoComplete="email"
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <PhoneFormField form={form} />
        </div>
        <AddressFields form={form} states={states} />
        <NewPasswordFields form={form} label={t('shell.auth.password')} inRow />
        <Button type="submit" loading={formState.isSubmitting}>
          {t('shell.auth.signUp')}
        </Button>
        <div className="ui-form__links">
          <Button variant="link" onClick={() => openModal('sign-in')}>
            {t('shell.auth.haveAccount')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
