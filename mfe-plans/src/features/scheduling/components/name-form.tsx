import { useState, type FormEvent } from 'react';
import { schedulingRules } from '@church/contracts';
import { Button, TextField } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './scheduling.module.css';

interface NameFormProps {
  label: string;
  submitLabel: string;
  initialName?: string;
  initialNeeded?: number;
  /** Asks for the people a position needs too. */
  withNeeded?: boolean;
  onSave: (values: { name: string; peopleNeeded: number }) => Promise<unknown>;
  onCancel?: () => void;
}

/** A team's or a position's name (and a position's people needed); cleared after a new one is saved. */
export function NameForm({
  label,
  submitLabel,
  initialName = '',
  initialNeeded = 1,
  withNeeded,
  onSave,
  onCancel,
}: NameFormProps) {
  const { t } = useTranslate();
  const [name, setName] = useState(initialName);
  const [needed, setNeeded] = useState(String(initialNeeded));
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await onSave({ name, peopleNeeded: Number(needed) });
      if (!onCancel) {
        setName('');
        setNeeded('1');
      } else onCancel();
    } catch {
      // The failure was toasted; the typed values stay.
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={styles.inlineForm} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={label}
        value={name}
        maxLength={schedulingRules.nameMax}
        onChange={(event) => setName(event.target.value)}
        autoFocus={onCancel !== undefined}
      />
      {withNeeded ? (
        <TextField
          label={t('plans.scheduling.peopleNeeded')}
          type="number"
          min={1}
          max={schedulingRules.peopleNeededMax}
          value={needed}
          onChange={(event) => setNeeded(event.target.value)}
        />
      ) : null}
      <Button type="submit" variant="secondary" loading={saving}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button variant="secondary" onClick={onCancel}>
          {t('plans.common.cancel')}
        </Button>
      ) : null}
    </form>
  );
}
