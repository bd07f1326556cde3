import { Controller, type FieldValues } from 'react-hook-form';
import { StateSelect, type StatesQueryLike } from '../../state-select/state-select';
import { TextField } from '../../text-field';
import { useTranslate } from './i18n/catalogues';
import { asPersonForm, type PersonForm, type PersonValues } from './person-form';

interface AddressFieldsProps<T extends FieldValues, TOutput> {
  form: PersonForm<T, TOutput>;
  /** `useStates()` from @church/query. */
  states: StatesQueryLike;
}

/** A US address: street, then city, state and zip code in a row. */
export function AddressFields<T extends Pick<PersonValues, 'address'>, TOutput>({
  form,
  states,
}: AddressFieldsProps<T, TOutput>) {
  const { t } = useTranslate();
  const { register, control, formState } = asPersonForm(form);
  const errors = formState.errors.address;
  return (
    <>
      <TextField
        label={t('ui.person.streetAddress')}
        autoComplete="street-address"
        error={errors?.streetAddress?.message}
        {...register('address.streetAddress')}
      />
      <div className="ui-form__row">
        <TextField
          label={t('ui.person.city')}
          autoComplete="address-level2"
          error={errors?.city?.message}
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
              error={errors?.stateId?.message}
            />
          )}
        />
        <TextField
          label={t('ui.person.zipCode')}
          inputMode="numeric"
          autoComplete="postal-code"
          error={errors?.zipCode?.message}
          {...register('address.zipCode')}
        />
      </div>
    </>
  );
}
