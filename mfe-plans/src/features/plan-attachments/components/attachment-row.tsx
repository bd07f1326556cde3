import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { PlanAttachmentNameSchema, type PlanAttachment } from '@church/contracts';
import { Button, TextField } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { useRenameAttachment } from '../api/rename-attachment';
import styles from './plan-attachments.module.css';

interface AttachmentRowProps {
  attachment: PlanAttachment;
  onDelete: (attachment: PlanAttachment) => void;
}

/** One attachment: open it (or download a stored file), rename it in place, delete it. */
export function AttachmentRow({ attachment, onDelete }: AttachmentRowProps) {
  const { t } = useTranslate();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const rename = useRenameAttachment(attachment.serviceTypeId);

  const stopEditing = () => {
    setDraft(null);
    setError(undefined);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(PlanAttachmentNameSchema, draft ?? '');
    if (!parsed.success) {
      setError(parsed.issues[0].message);
      return;
    }
    if (parsed.output === attachment.name) return stopEditing();
    rename.mutate({ id: attachment.id, name: parsed.output }, { onSuccess: stopEditing });
  };

  if (draft !== null) {
    return (
      <li className={styles.row}>
        <form
          className={styles.renameForm}
          onSubmit={save}
          noValidate
          aria-label={t('plans.attachments.renameNamed', { name: attachment.name })}
        >
          <TextField
            label={t('plans.attachments.newName')}
            value={draft}
            error={error && t(error)}
            autoFocus
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') stopEditing();
            }}
          />
          <div className={styles.actions}>
            <Button type="submit" loading={rename.isPending}>
              {t('plans.common.save')}
            </Button>
            <Button variant="secondary" onClick={stopEditing}>
              {t('plans.common.cancel')}
            </Button>
          </div>
        </form>
      </li>
    );
  }

  return (
    <li className={styles.row}>
      <span className={styles.kind}>
        {attachment.isUploadedFile ? t('plans.attachments.file') : t('plans.attachments.link')}
      </span>
      <a className={styles.name} href={attachment.url} target="_blank" rel="noopener noreferrer">
        {attachment.name}
        <span className="ui-visually-hidden"> {t('plans.attachments.newTab')}</span>
      </a>
      <div className={styles.actions}>
        {attachment.isUploadedFile ? (
          <a className="ui-button ui-button--link" href={attachment.url} download={attachment.name}>
            {t('plans.attachments.download')}
            <span className="ui-visually-hidden"> {attachment.name}</span>
          </a>
        ) : null}
        <Button
          variant="link"
          onClick={() => setDraft(attachment.name)}
          aria-label={t('plans.attachments.renameNamed', { name: attachment.name })}
        >
          {t('plans.common.rename')}
        </Button>
        <Button
          variant="link"
          onClick={() => onDelete(attachment)}
          aria-label={t('plans.attachments.deleteNamed', { name: attachment.name })}
        >
          {t('plans.common.delete')}
        </Button>
      </div>
    </li>
  );
}
