import { useForm } from 'react-hook-form';
import { toast } from '@church/http/toast';
import * as v from 'valibot';
import { accountMessages, UpdateCurrentUserSchema, type CurrentUser } from '@church/contracts';
import { Button, NewPasswordFields, TextField, valibotFormResolver } from '@church/ui';
import { updateCurrentUser } from '../api/update-current-user';
import { translate, useTranslate } from '../../../i18n/catalogues';
import { profileOf } from './profile-form';
import { showUnreachable } from '../../../lib/show-unreachable';

/**
 * The new password's rules are the server's own (taken from its schema); the repeat is checked here.
 * Messages are functions, read when a form is checked, so they come in the language active then
 * (the last two are the contracts' own texts, their own ids).
 */
const PasswordChangeSchema = v.pipe(
  v.object({
    oldPassword: v.pipe(
      v.string(),
      v.nonEmpty(() => translate('account.settings.currentPasswordRequired')),
    ),
    password: UpdateCurrentUserSchema.pipe[0].entries.password.wrapped,
    confirmPassword: v.pipe(
      v.string(),
      v.nonEmpty(() => translate('Repeat your password')),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      () => translate("Passwords don't match"),
    ),
    ['confirmPassword'],
  ),
);
type PasswordChange = v.InferOutput<typeof PasswordChangeSchema>;

const empty: PasswordChange = { oldPassword: '', password: '', confirmPassword: '' };

interface PasswordFormProps {
  user: CurrentUser;
  onSaved: (user: CurrentUser) => void;
}

/** PUT with the old and new password; the profile goes along because the endpoint requires it. */
export function PasswordForm({ user, onSaved }: PasswordFormProps) {
  const form = useForm<PasswordChange>({
    resolver: valibotFormResolver(PasswordChangeSchema),
    defaultValues: empty,
  });
  const { register, handleSubmit, formState, reset } = form;
  const { errors } = formState;
  const { t } = useTranslate();

  const submit = handleSubmit(async ({ oldPassword, password }) => {
    try {
      onSaved(await updateCurrentUser({ ...profileOf(user), oldPassword, password }));
      reset(empty);
      toast.success(translate(accountMessages.changesSaved));
    } catch (error) {
      showUnreachable(error, translate(accountMessages.updateUserFailed));
    }
  });

  return (
    <form className="ui-form" noValidate onSubmit={submit} aria-labelledby="account-password-heading">
      <h2 id="account-password-heading">{t('account.common.password')}</h2>
      <TextField
        label={t('account.settings.currentPassword')}
        type="password"
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...register('oldPassword')}
      />
      <NewPasswordFields form={form} inRow />
      <Button type="submit" loading={formState.isSubmitting}>
        {t('account.common.save')}
      </Button>
    </form>
  );
}
