import { TextField } from '../../text-field';
import { useTranslate } from './i18n/catalogues';
import { asPersonForm, type PersonForm, type PersonValues } from './person-form';

/** First and last name, side by side. */
export function NameFields<T extends Pick<PersonValues, 'firstName' | 'lastName'>, TOutput>({
  form,
}: {
  form: PersonForm<T, TOutput>;
}) {
  const { t } = useTranslate();
  const { register, formState } = asPersonForm(form);
  return (
    <div className="ui-form__row">
      <TextField
        label={t('ui.person.firstName')}
        autoComplete="given-name"
        error={formState.errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label={t('ui.person.lastName')}
        autoComplete="family-name"
        error={formState.errors.lastName?.message}
        {...register('lastName')}
      />
    </div>
  );
}
