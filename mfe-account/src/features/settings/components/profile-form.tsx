import { useForm } from 'react-hook-form';
import { toast } from '@church/http/toast';
import { accountMessages, UpdateCurrentUserSchema, type CurrentUser, type UpdateCurrentUser } from '@church/contracts';
import { useStates } from '@church/query';
import { AddressFields, Button, NameFields, PhoneFormField, valibotFormResolver } from '@church/ui';
import { updateCurrentUser } from '../api/update-current-user';
import { translate, useTranslate } from '../../../i18n/catalogues';

import { showUnreachable } from '../../../lib/show-unreachable';

export function profileOf(user: CurrentUser) {
  const { firstName, lastName, phoneNumber, address } = user;
  return { firstName, lastName, phoneNumber, address };
}

interface ProfileFormProps {
  user: CurrentUser;
  onSaved: (user: CurrentUser) => void;
}

/** Name, phone and address, validated by the schema the server uses. */
export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const form = useForm<UpdateCurrentUser>({
    resolver: valibotFormResolver(UpdateCurrentUserSchema),
    defaultValues: profileOf(user),
  });
  const { handleSubmit, formState } = form;
  const states = useStates();
  const { t } = useTranslate();

  const submit = handleSubmit(async (values) => {
    try {
      onSaved(await updateCurrentUser(profileOf({ ...user, ...values })));
      toast.success(translate(accountMessages.changesSaved));
    } catch (error) {
      showUnreachable(error, translate(accountMessages.updateUserFailed));
    }
  });

  return (
    <form className="ui-form" noValidate onSubmit={submit} aria-labelledby="account-profile-heading">
      <h2 id="account-profile-heading">{t('account.settings.profile')}</h2>
      <NameFields form={form} />
      <PhoneFormField form={form} />
      <AddressFields form={form} states={states} />
      <Button type="submit" loading={formState.isSubmitting}>
        {t('account.common.save')}
      </Button>
    </form>
  );
}
