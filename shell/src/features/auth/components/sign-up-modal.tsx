import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { accountMessages, SignUpSchema, type SignUp } from '@church/contracts';
import { openModal } from '@church/modals';
import { QueryProvider, useStates } from '@church/query';
import { Button, Modal, PhoneField, StateSelect, TextField, valibotFormResolver } from '@church/ui';
import { register as registerAccount } from '../api/register';

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
  const [registered, setRegistered] = useState(false);
  const { register, control, handleSubmit, formState } = useForm<SignUp>({
    resolver: valibotFormResolver(SignUpSchema),
    defaultValues: emptySignUp,
  });
  const { errors } = formState;
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
      <Modal title="Sign Up" onClose={onClose}>
        <p className="ui-notice" role="status">
          {accountMessages.signUpNotice}
        </p>
        <Button onClick={onClose}>Close</Button>
      </Modal>
    );
  }

  return (
    <Modal title="Sign Up" onClose={onClose} wide>
      <form className="ui-form" noValidate onSubmit={submit}>
        <div className="ui-form__row">
          <TextField
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <div className="ui-form__row">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <Controller
            control={control}
            name="phoneNumber"
            render={({ field }) => (
              <PhoneField
                label="Phone"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.phoneNumber?.message}
              />
            )}
          />
        </div>
        <TextField
          label="Street Address"
          autoComplete="street-address"
          error={errors.address?.streetAddress?.message}
          {...register('address.streetAddress')}
        />
        <div className="ui-form__row">
          <TextField
            label="City"
            autoComplete="address-level2"
            error={errors.address?.city?.message}
            {...register('address.city')}
          />
          <Controller
            control={control}
            name="address.stateId"
            render={({ field }) => (
              <StateSelect
                states={states}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.address?.stateId?.message}
              />
            )}
          />
          <TextField
            label="Zip Code"
            inputMode="numeric"
            autoComplete="postal-code"
            error={errors.address?.zipCode?.message}
            {...register('address.zipCode')}
          />
        </div>
        <div className="ui-form__row">
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            label="Repeat password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
        </div>
        <Button type="submit" loading={formState.isSubmitting}>
          Sign Up
        </Button>
        <div className="ui-form__links">
          <Button variant="link" onClick={() => openModal('sign-in')}>
            Already have an account
          </Button>
        </div>
      </form>
    </Modal>
  );
}
