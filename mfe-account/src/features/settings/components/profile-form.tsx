import { Controller, useForm } from 'react-hook-form';
import { toast } from '@church/http/toast';
import { accountMessages, UpdateCurrentUserSchema, type CurrentUser, type UpdateCurrentUser } from '@church/contracts';
import { useStates } from '@church/query';
import { Button, PhoneField, StateSelect, TextField, valibotFormResolver } from '@church/ui';
import { updateCurrentUser } from '../api/update-current-user';

import { showUnreachable } from '../../../lib/show-unreachable';

export function profileOf(user: CurrentUser) {
  const { firstName, lastName, phoneNumber, address } = user;
  return { firstName, lastName, phoneNumber, address };
}

interface ProfileFormProps {
  user: CurrentUser;
  onSaved: (user: CurrentUser) => void;
}

/** Name, phone and address, validated by the schema the server uses. */
export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const { register, control, handleSubmit, formState } = useForm<UpdateCurrentUser>({
    resolver: valibotFormResolver(UpdateCurrentUserSchema),
    defaultValues: profileOf(user),
  });
  const { errors } = formState;
  const states = useStates();

  const submit = handleSubmit(async (values) => {
    try {
      onSaved(await updateCurrentUser(profileOf({ ...user, ...values })));
      toast.success(accountMessages.changesSaved);
    } catch (error) {
      showUnreachable(error, accountMessages.updateUserFailed);
    }
  });

  return (
    <form className="ui-form" noValidate onSubmit={submit} aria-labelledby="account-profile-heading">
      <h2 id="account-profile-heading">Profile</h2>
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
      <Button type="submit" loading={formState.isSubmitting}>
        Save
      </Button>
    </form>
  );
}
