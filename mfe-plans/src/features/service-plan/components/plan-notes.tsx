import { useState } from 'react';
import { SavePlanNoteSchema, servicePlanRules, type PlanNote } from '@church/contracts';
import { Button, formatDateTime, FormTextArea, useConfirm, useValibotForm } from '@church/ui';
import { useDeletePlanNote } from '../api/delete-plan-note';
import { useSavePlanNote } from '../api/save-plan-note';
import styles from './service-plan.module.css';

interface NoteFormProps {
  serviceTypeId: number;
  note?: PlanNote;
  onDone?: () => void;
}

/** A new note, or the text of one being changed; a refused save keeps the text. */
function NoteForm({ serviceTypeId, note, onDone }: NoteFormProps) {
  const save = useSavePlanNote(serviceTypeId);
  const form = useValibotForm(SavePlanNoteSchema, { text: note?.text ?? '' });
  const submit = form.handleSubmit(async ({ text }) => {
    await save.mutateAsync({ id: note?.id, text }).then(
      () => {
        form.reset({ text: note ? text : '' });
        onDone?.();
      },
      () => undefined,
    );
  });
  return (
    <form className={styles.noteForm} noValidate onSubmit={submit}>
      <FormTextArea
        form={form}
        name="text"
        label={note ? 'Note' : 'New note'}
        rows={3}
        maxLength={servicePlanRules.noteMax}
        autoFocus={note !== undefined}
      />
      <div className={styles.formActions}>
        {note ? (
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" variant={note ? 'primary' : 'secondary'} loading={form.formState.isSubmitting}>
          {note ? 'Save note' : 'Add note'}
        </Button>
      </div>
    </form>
  );
}

/** The plan's notes, oldest first: add, change, delete after a confirmation. */
export function PlanNotes({ serviceTypeId, notes }: { serviceTypeId: number; notes: readonly PlanNote[] }) {
  const remove = useDeletePlanNote(serviceTypeId);
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<number | null>(null);

  const askToDelete = (note: PlanNote, index: number) =>
    void confirm({
      title: 'Delete this note?',
      message: <p>Note {index + 1} will be deleted for good.</p>,
      confirmLabel: 'Delete',
      onConfirm: () => remove.mutateAsync(note.id),
    });

  return (
    <section aria-labelledby="plan-notes" className={styles.section}>
      <h2 id="plan-notes">Notes</h2>
      {notes.length === 0 ? <p className="ui-empty">No notes yet.</p> : null}
      <ul className={styles.notes}>
        {notes.map((note, index) =>
          editing === note.id ? (
            <li key={note.id} className={styles.note}>
              <NoteForm serviceTypeId={serviceTypeId} note={note} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={note.id} className={styles.note}>
              <p className={styles.noteText}>{note.text}</p>
              <p className={styles.itemMeta}>{formatDateTime(note.updatedAt)}</p>
              <div className={styles.itemActions}>
                <Button variant="secondary" onClick={() => setEditing(note.id)}>
                  Edit<span className="ui-visually-hidden"> note {index + 1}</span>
                </Button>
                <Button variant="danger" onClick={() => askToDelete(note, index)}>
                  Delete<span className="ui-visually-hidden"> note {index + 1}</span>
                </Button>
              </div>
            </li>
          ),
        )}
      </ul>
      <NoteForm serviceTypeId={serviceTypeId} />
      {dialog}
    </section>
  );
}
