import { useForm } from 'react-hook-form';
import { toast } from '@church/http/toast';
import { accountMessages, TwoStepTurnOffSchema, type TwoStepTurnOff } from '@church/contracts';
import { Button, TextField, valibotFormResolver } from '@church/ui';
import { turnOffTwoStep } from '../api/turn-off-two-step';
import { translate, useTranslate } from '../../../i18n/catalogues';
import { showUnreachable } from '../../../lib/show-unreachable';

/** Turning it off asks for both factors, so a borrowed signed-in browser cannot do it. */
export function TurnOffForm({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const { register, handleSubmit, formState } = useForm<TwoStepTurnOff>({
    resolver: valibotFormResolver(TwoStepTurnOffSchema),
    defaultValues: { password: '', code: '' },
  });
  const { t } = useTranslate();
  const submit = handleSubmit(async (values) => {
    try {
      await turnOffTwoStep(values);
      toast.success(translate('account.twoStep.isOff'));
      onDone();
    } catch (error) {
      showUnreachable(error, translate(accountMessages.updateUserFailed));
    }
  });
  return (
    <form className="ui-form" noValidate onSubmit={submit} aria-label={t('account.twoStep.turnOffTwoStep')}>
      <TextField
        label={t('account.common.password')}
        type="password"
        autoComplete="current-password"
        autoFocus
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t('account.twoStep.code')}
        autoComplete="one-time-code"
        error={formState.errors.code?.message}
        {...register('code')}
      />
      <div className="ui-form__links">
        <Button type="submit" variant="danger" loading={formState.isSubmitting}>
          {t('account.twoStep.turnOff')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('account.common.cancel')}
        </Button>
      </div>
    </form>
  );
}
