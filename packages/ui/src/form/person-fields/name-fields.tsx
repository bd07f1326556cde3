import { TextField } from '../../text-field';
import { asPersonForm, type PersonForm, type PersonValues } from './person-form';

/** First and last name, side by side. */
export function NameFields<T extends Pick<PersonValues, 'firstName' | 'lastName'>, TOutput>({
  form,
}: {
  form: PersonForm<T, TOutput>;
}) {
  const { register, formState } = asPersonForm(form);
  return (
    <div className="ui-form__row">
      <TextField
        label="First name"
        autoComplete="given-name"
        error={formState.errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        error={formState.errors.lastName?.message}
        {...register('lastName')}
      />
    </div>
  );
}
