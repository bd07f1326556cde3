import * as v from 'valibot';
import { HTTPError, toast } from '@church/http';
import { Button, FormTextArea, useValibotForm } from '@church/ui';
import { CreateMessageSchema, PRAYER_REQUEST_MAX_LENGTH } from '@church/contracts';
import { useCreateMessage } from '../api/create-message';
import { translate, useTranslate } from '../../../i18n/catalogues';
import styles from './prayer-requests.module.css';

const MessageFormSchema = v.pick(CreateMessageSchema, ['messageText']);

/** Writes into a thread; Ctrl+Enter (⌘+Enter) sends too. The sent message appears in the thread. */
export function MessageForm({ requestId }: { requestId: number }) {
  const form = useValibotForm(MessageFormSchema, { messageText: '' });
  const send = useCreateMessage();
  const { t } = useTranslate();

  const submit = form.handleSubmit(async ({ messageText }) => {
    try {
      await send.mutateAsync({ requestId, messageText });
      form.reset({ messageText: '' });
    } catch (failure) {
      // The HTTP client already showed what the server said.
      if (!(failure instanceof HTTPError)) toast.error(translate('account.prayer.sendFailed'));
    }
  });

  return (
    <form className={`ui-form ${styles.write}`} aria-label={t('account.prayer.write')} noValidate onSubmit={submit}>
      <FormTextArea
        form={form}
        name="messageText"
        label={t('account.prayer.yourMessage')}
        placeholder={t('account.prayer.typeMessage')}
        rows={3}
        maxLength={PRAYER_REQUEST_MAX_LENGTH}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
        }}
      />
      <Button type="submit" loading={form.formState.isSubmitting}>
        {t('account.prayer.send')}
      </Button>
    </form>
  );
}
