import { Controller } from 'react-hook-form';
import { PhoneField } from '../../phone-field';
import { useTranslate } from './i18n/catalogues';
import { asPersonForm, type PersonForm, type PersonValues } from './person-form';

/** The phone number, formatted as it is typed. */
export function PhoneFormField<T extends Pick<PersonValues, 'phoneNumber'>, TOutput>({
  form,
}: {
  form: PersonForm<T, TOutput>;
}) {
  const { t } = useTranslate();
  const { control, formState } = asPersonForm(form);
  return (
    <Controller
      control={control}
      name="phoneNumber"
      render={({ field }) => (
        <PhoneField
          label={t('ui.person.phone')}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={formState.errors.phoneNumber?.message}
        />
      )}
    />
  );
}
