import { useState } from 'react';
import { HTTPError, toast } from '@church/http';
import { Button, FormTextArea, Modal, useValibotForm } from '@church/ui';
import { ANSWER_NOTE_MAX_LENGTH, MarkAnsweredSchema, type PrayerRequest } from '@church/contracts';
import { useUpdateAnswered } from '../api/update-answered';
import { translate, useTranslate } from '../../../i18n/catalogues';
import styles from './prayer-requests.module.css';

function reportFailure(failure: unknown, messageId: string) {
  // The HTTP client already showed what the server said.
  if (!(failure instanceof HTTPError)) toast.error(translate(messageId));
}

function MarkAnsweredDialog({ requestId, onClose }: { requestId: number; onClose: () => void }) {
  const form = useValibotForm(MarkAnsweredSchema, { note: '' });
  const { answer } = useUpdateAnswered(requestId);
  const { t } = useTranslate();
  const submit = form.handleSubmit(async ({ note }) => {
    try {
      await answer.mutateAsync({ note: note || null });
      onClose();
    } catch (failure) {
      reportFailure(failure, 'account.prayer.markFailed');
    }
  });
  return (
    <Modal title={t('account.prayer.markAnswered')} onClose={onClose}>
      <form className="ui-form" noValidate onSubmit={submit}>
        <p>{t('account.prayer.markAnsweredLead')}</p>
        <FormTextArea
          form={form}
          name="note"
          label={t('account.prayer.note')}
          rows={4}
          maxLength={ANSWER_NOTE_MAX_LENGTH}
        />
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('account.prayer.markAnswered')}
        </Button>
      </form>
    </Modal>
  );
}

/** The requester's own switch: mark the request answered (with an optional note) or reopen it. */
export function AnsweredControls({ request }: { request: PrayerRequest }) {
  const [asking, setAsking] = useState(false);
  const { reopen } = useUpdateAnswered(request.id);
  const { t } = useTranslate();
  if (request.isAnswered) {
    return (
      <Button
        variant="secondary"
        className={styles.answerAction}
        loading={reopen.isPending}
        onClick={() =>
          reopen.mutateAsync().catch((failure: unknown) => reportFailure(failure, 'account.prayer.reopenFailed'))
        }
      >
        {t('account.prayer.reopen')}
      </Button>
    );
  }
  return (
    <>
      <Button variant="secondary" className={styles.answerAction} onClick={() => setAsking(true)}>
        {t('account.prayer.markAnswered')}
      </Button>
      {asking ? <MarkAnsweredDialog requestId={request.id} onClose={() => setAsking(false)} /> : null}
    </>
  );
}
