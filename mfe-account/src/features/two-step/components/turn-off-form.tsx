import { useForm } from 'react-hook-form';
import { toast } from '@church/http/toast';
import { accountMessages, TwoStepTurnOffSchema, type TwoStepTurnOff } from '@church/contracts';
import { Button, TextField, valibotFormResolver } from '@church/ui';
import { turnOffTwoStep } from '../api/turn-off-two-step';
import { showUnreachable } from '../../../lib/show-unreachable';

/** Turning it off asks for both factors, so a borrowed signed-in browser cannot do it. */
export function TurnOffForm({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const { register, handleSubmit, formState } = useForm<TwoStepTurnOff>({
    resolver: valibotFormResolver(TwoStepTurnOffSchema),
    defaultValues: { password: '', code: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await turnOffTwoStep(values);
      toast.success('Two-step sign-in is off');
      onDone();
    } catch (error) {
      showUnreachable(error, accountMessages.updateUserFailed);
    }
  });
  return (
    <form className="ui-form" noValidate onSubmit={submit} aria-label="Turn off two-step sign-in">
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        autoFocus
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Code"
        autoComplete="one-time-code"
        error={formState.errors.code?.message}
        {...register('code')}
      />
      <div className="ui-form__links">
        <Button type="submit" variant="danger" loading={formState.isSubmitting}>
          Turn off
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
