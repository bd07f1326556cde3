import type { FocusEvent } from 'react';
import { useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import * as v from 'valibot';
import {
  designationsTotalCents,
  fromCents,
  GiftAmountSchema,
  givingLimits,
  givingMessages,
  OneTimeGivingSchema,
  type OneTimeGiving,
} from '@church/contracts';
import { Button, formatMoney, SelectField, TextField, valibotFormResolver } from '@church/ui';
import { useGivingTypes } from '../../../lib/giving-types/api/get-giving-types';
import { designationsChosen, useWizardStore } from '../stores/wizard-store';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './wizard.module.css';
import { WizardStep } from './wizard-step';

/** A designation as the form holds it: no giving type until one is chosen. */
interface DesignationDraft {
  amount: number;
  givingTypeId?: number;
}
interface DesignationsForm {
  designations: DesignationDraft[];
}

// The contracts' schema validates the drafts: a missing type fails it with its own message.
const resolver = valibotFormResolver(OneTimeGivingSchema) as unknown as Resolver<
  DesignationsForm,
  unknown,
  OneTimeGiving
>;

const optionalId = (value: string) => (value === '' ? undefined : Number(value));

/** Spec section 5: two decimals once the field is left. */
function formatAmount(event: FocusEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const amount = Number(input.value);
  if (input.value !== '' && Number.isFinite(amount)) input.value = amount.toFixed(2);
}

/** The sum of the amounts that are valid on their own; each invalid one has its own message. */
function validTotalCents(designations: DesignationDraft[]): number {
  return designationsTotalCents(designations.filter((designation) => v.is(GiftAmountSchema, designation.amount)));
}

export function DesignationsStep({ onBackToOptions }: { onBackToOptions: () => void }) {
  const givingTypes = useGivingTypes().data ?? [];
  const chosen = useWizardStore((state) => state.designations);
  const { control, register, handleSubmit, formState } = useForm<DesignationsForm, unknown, OneTimeGiving>({
    resolver,
    mode: 'onTouched',
    defaultValues: { designations: chosen.length > 0 ? chosen : [{ amount: givingLimits.defaultAmount }] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'designations' });
  const drafts = useWatch({ control, name: 'designations' });
  const errors = formState.errors.designations;
  const { t } = useTranslate();

  const totalCents = validTotalCents(drafts);
  const overTotal = totalCents > givingLimits.maxAmountCents;
  // The total has its live warning; other rules of the whole list (one type each) show here.
  const listError = errors?.root?.message === givingMessages.totalMaximum ? undefined : errors?.root?.message;

  const submit = handleSubmit(({ designations }) => designationsChosen(designations));

  return (
    <WizardStep heading={t('giving.wizard.designations')}>
      <form className="ui-form" noValidate onSubmit={submit}>
        <p className={styles.hint}>{t('giving.designations.hint')}</p>
        {fields.map((field, index) => {
          const amount = register(`designations.${index}.amount`, { valueAsNumber: true });
          const takenElsewhere = new Set(
            drafts.filter((_, other) => other !== index).map((draft) => draft.givingTypeId),
          );
          return (
            <fieldset key={field.id} className={styles.designation}>
              <legend>{t('giving.designations.legend', { number: index + 1 })}</legend>
              <div className="ui-form__row">
                <TextField
                  label={t('giving.designations.amount')}
                  type="number"
                  inputMode="decimal"
                  step={givingLimits.step}
                  min={givingLimits.formMinimum}
                  max={givingLimits.maxAmount}
                  error={errors?.[index]?.amount?.message}
                  {...amount}
                  onBlur={(event) => {
                    formatAmount(event);
                    return amount.onBlur(event);
                  }}
                />
                <SelectField
                  label={t('giving.common.givingType')}
                  error={errors?.[index]?.givingTypeId?.message}
                  {...register(`designations.${index}.givingTypeId`, { setValueAs: optionalId })}
                >
                  <option value="">{t('giving.common.chooseGivingType')}</option>
                  {givingTypes.map((type) => (
                    <option key={type.id} value={type.id} disabled={takenElsewhere.has(type.id)}>
                      {type.name}
                    </option>
                  ))}
                </SelectField>
              </div>
              {fields.length > 1 ? (
                <Button variant="link" onClick={() => remove(index)}>
                  {t('giving.designations.remove', { number: index + 1 })}
                </Button>
              ) : null}
            </fieldset>
          );
        })}
        {fields.length < givingTypes.length ? (
          <div>
            <Button variant="secondary" onClick={() => append({ amount: givingLimits.defaultAmount })}>
              {t('giving.designations.add')}
            </Button>
          </div>
        ) : null}
        <p className={styles.total}>{t('giving.designations.total', { amount: formatMoney(fromCents(totalCents)) })}</p>
        {overTotal ? (
          <p role="alert" className={styles.error}>
            {t(givingMessages.totalMaximum)}
          </p>
        ) : null}
        {listError ? (
          <p role="alert" className={styles.error}>
            {t(listError)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onBackToOptions}>
            {t('giving.common.backToOptions')}
          </Button>
          <Button type="submit" disabled={overTotal}>
            {t('giving.common.checkout')}
          </Button>
        </div>
      </form>
    </WizardStep>
  );
}
