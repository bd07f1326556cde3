import { useForm, useWatch, type Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { DesignationSchema, givingLimits, givingMessages, toCents } from '@church/contracts';
import { Button, formatMoney, SelectField, valibotFormResolver } from '@church/ui';
import { useGivingPlans } from '../api/get-giving-plans';
import { useGivingTypes } from '../api/get-giving-types';
import { recurringChosen, useWizardStore, type RecurringChoice } from '../stores/wizard-store';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './wizard.module.css';
import { WizardStep } from './wizard-step';

/** Spec section 5 'Recurring gift': a plan amount and a giving type, both required. */
const RecurringPlanSchema = v.object({
  givingPlanId: v.pipe(v.number(givingMessages.amountRequired), v.integer(givingMessages.amountRequired)),
  givingTypeId: DesignationSchema.entries.givingTypeId,
});

type RecurringPlanForm = Partial<RecurringChoice>;
const resolver = valibotFormResolver(RecurringPlanSchema) as unknown as Resolver<
  RecurringPlanForm,
  unknown,
  RecurringChoice
>;

const optionalId = (value: string) => (value === '' ? undefined : Number(value));

export function RecurringPlanStep({ onBackToOptions }: { onBackToOptions: () => void }) {
  const givingPlans = useGivingPlans().data ?? [];
  const givingTypes = useGivingTypes().data ?? [];
  const chosen = useWizardStore((state) => state.recurring);
  const { t } = useTranslate();
  const { control, register, handleSubmit, formState } = useForm<RecurringPlanForm, unknown, RecurringChoice>({
    resolver,
    mode: 'onTouched',
    defaultValues: chosen ?? {},
  });
  const planId = useWatch({ control, name: 'givingPlanId' });
  const plan = givingPlans.find((item) => item.id === planId);
  // The same limit as a one-time gift: a plan above it cannot be given online.
  const overMaximum = plan !== undefined && toCents(plan.amount) > givingLimits.maxAmountCents;

  const submit = handleSubmit((choice) => recurringChosen(choice));

  return (
    <WizardStep heading={t('giving.plan.heading')}>
      <form className="ui-form" noValidate onSubmit={submit}>
        <p className={styles.hint}>{t('giving.plan.hint')}</p>
        <SelectField
          label={t('giving.common.monthlyAmount')}
          error={formState.errors.givingPlanId?.message}
          {...register('givingPlanId', { setValueAs: optionalId })}
        >
          <option value="">{t('giving.plan.chooseAmount')}</option>
          {givingPlans.map((item) => (
            <option key={item.id} value={item.id}>
              {t('giving.common.perMonth', { amount: formatMoney(item.amount) })}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('giving.common.givingType')}
          error={formState.errors.givingTypeId?.message}
          {...register('givingTypeId', { setValueAs: optionalId })}
        >
          <option value="">{t('giving.common.chooseGivingType')}</option>
          {givingTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </SelectField>
        <p className={styles.hint}>{t('giving.plan.recurrence')}</p>
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
