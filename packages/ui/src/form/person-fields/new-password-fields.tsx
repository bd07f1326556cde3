import type { FieldValues } from 'react-hook-form';
import { TextField } from '../../text-field';
import { useTranslate } from './i18n/catalogues';
import { asPersonForm, type PersonForm, type PersonValues } from './person-form';

interface NewPasswordFieldsProps<T extends FieldValues, TOutput> {
  form: PersonForm<T, TOutput>;
  /** 'Password' when the account is new; 'New password' when it replaces one. */
  label?: string;
  /** Side by side (a wide form) instead of one under the other. */
  inRow?: boolean;
}

/** A new password and the same again. */
export function NewPasswordFields<T extends Pick<PersonValues, 'password' | 'confirmPassword'>, TOutput>({
  form,
  label,
  inRow = false,
}: NewPasswordFieldsProps<T, TOutput>) {
  const { t } = useTranslate();
  const { register, formState } = asPersonForm(form);
  const fields = (
    <>
      <TextField
        label={label ?? t('ui.person.newPassword')}
        type="password"
        autoComplete="new-password"
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t('ui.person.repeatPassword')}
        type="password"
        autoComplete="new-password"
        error={formState.errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </>
  );
  return inRow ? <div className="ui-form__row">{fields}</div> : fields;
}
