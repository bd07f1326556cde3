import { useState } from 'react';
import { SavePlanNoteSchema, servicePlanRules, type PlanNote } from '@church/contracts';
import { Button, formatDateTime, FormTextArea, useConfirm, useValibotForm } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
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
  const { t } = useTranslate();
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
        label={note ? t('plans.notes.note') : t('plans.notes.new')}
        rows={3}
        maxLength={servicePlanRules.noteMax}
        autoFocus={note !== undefined}
      />
      <div className={styles.formActions}>
        {note ? (
          <Button variant="secondary" onClick={onDone}>
            {t('plans.common.cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant={note ? 'primary' : 'secondary'} loading={form.formState.isSubmitting}>
          {note ? t('plans.notes.save') : t('plans.notes.add')}
        </Button>
      </div>
    </form>
  );
}

/** The plan's notes, oldest first: add, change, delete after a confirmation. */
export function PlanNotes({ serviceTypeId, notes }: { serviceTypeId: number; notes: readonly PlanNote[] }) {
  const { t } = useTranslate();
  const remove = useDeletePlanNote(serviceTypeId);
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<number | null>(null);

  const askToDelete = (note: PlanNote, index: number) =>
    void confirm({
      title: t('plans.notes.deleteTitle'),
      message: <p>{t('plans.notes.deleteMessage', { number: index + 1 })}</p>,
      confirmLabel: t('plans.common.delete'),
      onConfirm: () => remove.mutateAsync(note.id),
    });

  return (
    <section aria-labelledby="plan-notes" className={styles.section}>
      <h2 id="plan-notes">{t('plans.notes.heading')}</h2>
      {notes.length === 0 ? <p className="ui-empty">{t('plans.notes.empty')}</p> : null}
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
                  {t('plans.common.edit')}
                  <span className="ui-visually-hidden"> {t('plans.notes.which', { number: index + 1 })}</span>
                </Button>
                <Button variant="danger" onClick={() => askToDelete(note, index)}>
                  {t('plans.common.delete')}
                  <span className="ui-visually-hidden"> {t('plans.notes.which', { number: index + 1 })}</span>
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
