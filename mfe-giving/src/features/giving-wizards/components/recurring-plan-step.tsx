import { useForm, useWatch, type Resolver } from 'react-hook-form';
import * as v from 'valibot';
import {
  defaultRecurringSchedule,
  DesignationSchema,
  GiftAmountSchema,
  givingLimits,
  givingMessages,
  recurringScheduleMessages,
  recurringSchedules,
  toCents,
} from '@church/contracts';
import { Button, churchDay, SelectField, TextField, valibotFormResolver } from '@church/ui';
import { amountPer, scheduleName } from '../../../lib/recurring-givings/schedule-labels';
import { useGivingPlans } from '../api/get-giving-plans';
import { useGivingTypes } from '../../../lib/giving-types/api/get-giving-types';
import { recurringChosen, useWizardStore, type RecurringChoice } from '../stores/wizard-store';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './wizard.module.css';
import { WizardStep } from './wizard-step';

/** The amount select's choice for an amount of the member's own. */
const OTHER = 'other';

/**
 * Spec section 5 'Recurring gift': an amount (a giving plan, or one of the member's own within
 * the gift limits) and a giving type, both required; how often (monthly unless changed) and
 * the first gift's day, today or later on the church's calendar.
 */
const RecurringPlanSchema = v.pipe(
  v.object({
    givingPlanId: v.union([v.literal(OTHER), v.pipe(v.number(), v.integer())], givingMessages.amountRequired),
    amount: v.optional(GiftAmountSchema),
    givingTypeId: DesignationSchema.entries.givingTypeId,
    schedule: v.picklist(recurringSchedules, recurringScheduleMessages.scheduleInvalid),
    startDate: v.pipe(
      v.string(recurringScheduleMessages.startDateInvalid),
      v.isoDate(recurringScheduleMessages.startDateInvalid),
      v.check((day) => day >= churchDay(new Date()), recurringScheduleMessages.startDateInPast),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['givingPlanId'], ['amount']],
      (form) => form.givingPlanId !== OTHER || form.amount !== undefined,
      givingMessages.amountRequired,
    ),
    ['amount'],
  ),
);

type PlanOutput = v.InferOutput<typeof RecurringPlanSchema>;
type RecurringPlanForm = Partial<PlanOutput>;
const resolver = valibotFormResolver(RecurringPlanSchema) as unknown as Resolver<
  RecurringPlanForm,
  unknown,
  PlanOutput
>;

const planValue = (value: string) => (value === '' ? undefined : value === OTHER ? OTHER : Number(value));
const amountValue = (value: string) => (value === '' ? undefined : Number(value));

const formOf = (chosen: RecurringChoice | null): RecurringPlanForm => ({
  givingPlanId: chosen ? (chosen.givingPlanId ?? OTHER) : undefined,
  amount: chosen?.amount,
  givingTypeId: chosen?.givingTypeId,
  schedule: chosen?.schedule ?? defaultRecurringSchedule,
  startDate: chosen?.startDate ?? churchDay(new Date()),
});

const choiceOf = ({ givingPlanId, amount, ...rest }: PlanOutput): RecurringChoice =>
  givingPlanId === OTHER ? { ...rest, amount } : { ...rest, givingPlanId };

export function RecurringPlanStep({ onBackToOptions }: { onBackToOptions: () => void }) {
  const givingPlans = useGivingPlans().data ?? [];
  const givingTypes = useGivingTypes().data ?? [];
  const chosen = useWizardStore((state) => state.recurring);
  const { t } = useTranslate();
  const { control, register, handleSubmit, formState } = useForm<RecurringPlanForm, unknown, PlanOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: formOf(chosen),
  });
  const planId = useWatch({ control, name: 'givingPlanId' });
  const schedule = useWatch({ control, name: 'schedule' }) ?? defaultRecurringSchedule;
  const monthly = schedule === 'monthly';
  const plan = givingPlans.find((item) => item.id === planId);
  // The same limit as a one-time gift: a plan above it cannot be given online.
  const overMaximum = plan !== undefined && toCents(plan.amount) > givingLimits.maxAmountCents;

  const submit = handleSubmit((form) => recurringChosen(choiceOf(form)));

  return (
    <WizardStep heading={t('giving.plan.heading')}>
      <form className="ui-form" noValidate onSubmit={submit}>
        <p className={styles.hint}>{t(monthly ? 'giving.plan.hint' : 'giving.plan.hintSchedule')}</p>
        <SelectField
          label={t(monthly ? 'giving.common.monthlyAmount' : 'giving.plan.amountEachGift')}
          error={formState.errors.givingPlanId?.message}
          {...register('givingPlanId', { setValueAs: planValue })}
        >
          <option value="">{t('giving.plan.chooseAmount')}</option>
          {givingPlans.map((item) => (
            <option key={item.id} value={item.id}>
              {amountPer(item.amount, schedule)}
            </option>
          ))}
          <option value={OTHER}>{t('giving.plan.otherAmount')}</option>
        </SelectField>
        {planId === OTHER ? (
          <TextField
            label={t('giving.plan.yourAmount')}
            type="number"
            inputMode="decimal"
            min={givingLimits.formMinimum}
            max={givingLimits.maxAmount}
            step={givingLimits.step}
            error={formState.errors.amount?.message}
            {...register('amount', { setValueAs: amountValue, shouldUnregister: true })}
          />
        ) : null}
        <SelectField
          label={t('giving.common.givingType')}
          error={formState.errors.givingTypeId?.message}
          {...register('givingTypeId', { setValueAs: (value: string) => (value === '' ? undefined : Number(value)) })}
        >
          <option value="">{t('giving.common.chooseGivingType')}</option>
          {givingTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('giving.plan.howOften')}
          error={formState.errors.schedule?.message}
          {...register('schedule')}
        >
          {recurringSchedules.map((item) => (
            <option key={item} value={item}>
              {scheduleName(item)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('giving.plan.startDate')}
          type="date"
          min={churchDay(new Date())}
          error={formState.errors.startDate?.message}
          {...register('startDate')}
        />
        {monthly ? <p className={styles.hint}>{t('giving.plan.recurrence')}</p> : null}
        {overMaximum ? (
          <p role="alert" className={styles.error}>
            {t(givingMessages.totalMaximum)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onBackToOptions}>
            {t('giving.common.backToOptions')}
          </Button>
          <Button type="submit" disabled={overMaximum}>
            {t('giving.common.checkout')}
          </Button>
        </div>
      </form>
    </WizardStep>
  );
}
