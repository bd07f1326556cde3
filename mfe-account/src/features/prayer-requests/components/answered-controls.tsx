import { useState } from 'react';
import { HTTPError, toast } from '@church/http';
import { Button, FormTextArea, Modal, useValibotForm } from '@church/ui';
import { ANSWER_NOTE_MAX_LENGTH, MarkAnsweredSchema, type PrayerRequest } from '@church/contracts';
import { useUpdateAnswered } from '../api/update-answered';
import styles from './prayer-requests.module.css';

function reportFailure(failure: unknown, message: string) {
  // The HTTP client already showed what the server said.
  if (!(failure instanceof HTTPError)) toast.error(message);
}

function MarkAnsweredDialog({ requestId, onClose }: { requestId: number; onClose: () => void }) {
  const form = useValibotForm(MarkAnsweredSchema, { note: '' });
  const { answer } = useUpdateAnswered(requestId);
  const submit = form.handleSubmit(async ({ note }) => {
    try {
      await answer.mutateAsync({ note: note || null });
      onClose();
    } catch (failure) {
      reportFailure(failure, 'Failed to mark the request as answered');
    }
  });
  return (
    <Modal title="Mark as answered" onClose={onClose}>
      <form className="ui-form" noValidate onSubmit={submit}>
        <p>Let the prayer team know this prayer was answered.</p>
        <FormTextArea
          form={form}
          name="note"
          label="Note of thanks (optional)"
          rows={4}
          maxLength={ANSWER_NOTE_MAX_LENGTH}
        />
        <Button type="submit" loading={form.formState.isSubmitting}>
          Mark as answered
        </Button>
      </form>
    </Modal>
  );
}

/** The requester's own switch: mark the request answered (with an optional note) or reopen it. */
export function AnsweredControls({ request }: { request: PrayerRequest }) {
  const [asking, setAsking] = useState(false);
  const { reopen } = useUpdateAnswered(request.id);
  if (request.isAnswered) {
    return (
      <Button
        variant="secondary"
        className={styles.answerAction}
        loading={reopen.isPending}
        onClick={() =>
          reopen.mutateAsync().catch((failure: unknown) => reportFailure(failure, 'Failed to reopen the request'))
        }
      >
        Reopen
      </Button>
    );
  }
  return (
    <>
      <Button variant="secondary" className={styles.answerAction} onClick={() => setAsking(true)}>
        Mark as answered
      </Button>
      {asking ? <MarkAnsweredDialog requestId={request.id} onClose={() => setAsking(false)} /> : null}
    </>
  );
}
