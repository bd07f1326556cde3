import { useForm, type Resolver } from 'react-hook-form';
import {
  givingLimits,
  recurringSchedules,
  UpdateRecurringGivingSchema,
  type RecurringGiving,
  type UpdateRecurringGiving,
} from '@church/contracts';
import { Button, cardBrandName, formatDate, Modal, SelectField, TextField, valibotFormResolver } from '@church/ui';
import { useGivingTypes } from '../../../lib/giving-types/api/get-giving-types';
import { scheduleName, scheduleOf } from '../../../lib/recurring-givings/schedule-labels';
import { useSavedCards } from '../../../lib/saved-cards/api/get-saved-cards';
import { useUpdateRecurringGiving } from '../api/update-recurring-giving';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './recurring-gifts.module.css';

type Change = UpdateRecurringGiving;
type ChangeForm = Partial<Change>;
const resolver = valibotFormResolver(UpdateRecurringGivingSchema) as unknown as Resolver<ChangeForm, unknown, Change>;
const numberOrUndefined = (value: string) => (value === '' ? undefined : Number(value));

/**
 * A member changes a recurring gift without cancelling it: amount (any, within the gift limits),
 * schedule, giving type or one of their saved cards or bank accounts. It applies from the next charge, whose day
 * stays as it is; nothing is charged now.
 */
export function ChangeRecurringGiftDialog({ gift, onClose }: { gift: RecurringGiving; onClose: () => void }) {
  const { t } = useTranslate();
  const givingTypes = useGivingTypes().data ?? [];
  // A saved card or bank account (its fee, when covered, is then the bank's).
  const methods = useSavedCards().data ?? [];
  const update = useUpdateRecurringGiving();
  const givingTypeId = gift.givingTypeId ?? givingTypes.find((type) => type.name === gift.givingTypeName)?.id;
  const { register, handleSubmit, formState } = useForm<ChangeForm, unknown, Change>({
    resolver,
    mode: 'onTouched',
    defaultValues: { amount: gift.amount, schedule: scheduleOf(gift), givingTypeId },
  });

  const save = handleSubmit(async (change) => {
    await update.mutateAsync({ id: gift.id, change });
    onClose();
  });

  return (
    <Modal title={t('giving.recurring.changeTitle')} onClose={onClose}>
      <form className="ui-form" noValidate onSubmit={(event) => void save(event).catch(() => undefined)}>
        <p>
          {gift.nextPaymentDate
            ? t('giving.recurring.changeHint', { date: formatDate(gift.nextPaymentDate) })
            : t('giving.recurring.changeHintNoDate')}
        </p>
        <TextField
          label={t('giving.plan.amountEachGift')}
          type="number"
          inputMode="decimal"
          min={givingLimits.formMinimum}
          max={givingLimits.maxAmount}
          step={givingLimits.step}
          data-autofocus
          error={formState.errors.amount?.message}
          {...register('amount', { setValueAs: numberOrUndefined })}
        />
        <SelectField
          label={t('giving.plan.howOften')}
          error={formState.errors.schedule?.message}
          {...register('schedule')}
        >
          {recurringSchedules.map((schedule) => (
            <option key={schedule} value={schedule}>
              {scheduleName(schedule)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('giving.common.givingType')}
          error={formState.errors.givingTypeId?.message}
          {...register('givingTypeId', { setValueAs: numberOrUndefined })}
        >
          {givingTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('giving.recurring.cardField')}
          {...register('paymentMethodId', { setValueAs: (value: string) => (value === '' ? undefined : value) })}
        >
          <option value="">{t('giving.recurring.sameCard')}</option>
          {methods.map(({ id, card, stripePaymentMethodId }) => (
            <option key={id} value={stripePaymentMethodId}>
              {card.kind === 'bank'
                ? t('giving.bank.summary', { bank: card.brand, last4: card.last4 })
                : `${cardBrandName(card.brand)} •••• ${card.last4}`}
            </option>
          ))}
        </SelectField>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('giving.common.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('giving.recurring.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
