import { useState, type FocusEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { givingLimits, type UserShort } from '@church/contracts';
import { MemberPicker, memberOption } from '@church/ui/member-picker';
import { Button, FormSelect, FormTextField, TextField, useValibotForm } from '@church/ui';
import { DuplicateCheckError, useCreateOfflineGiving } from '../api/create-offline-giving';
import { useGivingTypes } from '../api/get-giving-types';
import styles from './offline-giving-form.module.css';
import { OfflineGivingFormSchema, today, toOfflineGiving } from './offline-giving-schema';
import { useTranslate } from '../../../i18n/catalogues';

const optionalId = (value: string) => (value === '' ? undefined : Number(value));
const optionalText = (value: string) => (value.trim() === '' ? undefined : value);

/** Spec section 5: two decimals once the field is left. */
function formatAmount(event: FocusEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const amount = Number(input.value);
  if (input.value !== '' && Number.isFinite(amount)) input.value = amount.toFixed(2);
}

/**
 * A gift received in cash or by check: the donor (a member found by search, or a name), the
 * amount, the giving type, the day and, for a check, its number. A refused entry keeps what was
 * typed, whether the form or the server refused it. A check the donor's gifts already hold is
 * asked about first; adding it again, unchanged, sends it as confirmed.
 */
export function OfflineGivingForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslate();
  const types = useGivingTypes();
  const create = useCreateOfflineGiving();
  const [member, setMember] = useState<UserShort | null>(null);
  const form = useValibotForm(
    OfflineGivingFormSchema,
    { donorMode: 'member', method: 'cash', receivedOn: today(), checkNumber: '' },
    { mode: 'onTouched' },
  );
  const { register, setValue, handleSubmit, formState } = form;
  const [donorMode, method] = useWatch({ control: form.control, name: ['donorMode', 'method'] });
  const amount = register('amount', { valueAsNumber: true });
  const typed = JSON.stringify(useWatch({ control: form.control }));
  const [duplicate, setDuplicate] = useState<{ of: string; message: string } | null>(null);
  // Any change to the entry asks the server afresh.
  const asking = duplicate?.of === typed ? duplicate.message : null;

  const choose = (chosen: UserShort | null) => {
    setMember(chosen);
    setValue('userId', chosen?.id, { shouldValidate: formState.isSubmitted });
  };
  const submit = handleSubmit(async (values) => {
    const gift = toOfflineGiving(values);
    const sent = JSON.stringify(form.getValues());
    await create.mutateAsync(asking ? { ...gift, duplicateConfirmed: true } : gift).then(onDone, (error: unknown) => {
      if (error instanceof DuplicateCheckError) setDuplicate({ of: sent, message: error.message });
    });
  });

  return (
    <form className="ui-form" noValidate onSubmit={submit} aria-label={t('dashboard.givings.offlineGift')}>
      <fieldset className={styles.fieldset}>
        <legend>{t('dashboard.givings.donor')}</legend>
        <div className={styles.choices}>
          <label className={styles.choice}>
            <input
              type="radio"
              value="member"
              {...register('donorMode', { onChange: () => setValue('userId', member?.id) })}
            />
            {t('dashboard.givings.aMember')}
          </label>
          <label className={styles.choice}>
            <input
              type="radio"
              value="name"
              {...register('donorMode', { onChange: () => setValue('userId', undefined) })}
            />
            {t('dashboard.givings.byName')}
          </label>
        </div>
        {donorMode === 'member' ? (
          <MemberPicker
            subject={t('dashboard.givings.theMember')}
            chosen={member && memberOption(member)}
            onChoose={choose}
            error={formState.errors.userId?.message}
          />
        ) : (
          <div className="ui-form__row">
            <FormTextField form={form} name="donorName" label={t('dashboard.givings.donorName')} autoComplete="off" />
            <FormTextField
              form={form}
              name="donorEmail"
              label={t('dashboard.givings.donorEmail')}
              type="email"
              autoComplete="off"
              rules={{ setValueAs: optionalText }}
            />
          </div>
        )}
      </fieldset>
      <div className={styles.row}>
        <TextField
          label={t('dashboard.givings.amount')}
          type="number"
          inputMode="decimal"
          step={givingLimits.step}
          min={givingLimits.formMinimum}
          max={givingLimits.maxAmount}
          error={formState.errors.amount && t(formState.errors.amount.message ?? '')}
          {...amount}
          onBlur={(event) => {
            formatAmount(event);
            return amount.onBlur(event);
          }}
        />
        <FormSelect
          form={form}
          name="givingTypeId"
          label={t('dashboard.givings.givingType')}
          rules={{ setValueAs: optionalId }}
        >
          <option value="">{t('dashboard.givings.chooseType')}</option>
          {(types.data ?? []).map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </FormSelect>
        <FormTextField
          form={form}
          name="receivedOn"
          label={t('dashboard.givings.receivedOn')}
          type="date"
          max={today()}
        />
      </div>
      <fieldset className={styles.fieldset}>
        <legend>{t('dashboard.givings.paidWith')}</legend>
        <div className={styles.choices}>
          <label className={styles.choice}>
            <input type="radio" value="cash" {...register('method')} />
            {t('dashboard.givings.cash')}
          </label>
          <label className={styles.choice}>
            <input type="radio" value="check" {...register('method')} />
            {t('dashboard.givings.check')}
          </label>
        </div>
        {method === 'check' ? (
          <FormTextField
            form={form}
            name="checkNumber"
            label={t('dashboard.givings.checkNumber')}
            inputMode="numeric"
            autoComplete="off"
          />
        ) : null}
      </fieldset>
      {asking ? (
        <div role="alert" className={styles.duplicate}>
          <p>{asking}.</p>
          <p>{t('dashboard.givings.secondGift')}</p>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('dashboard.givings.cancel')}
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          {t(asking ? 'dashboard.givings.addAgain' : 'dashboard.givings.addGift')}
        </Button>
      </div>
    </form>
  );
}
