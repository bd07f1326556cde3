import { auditActionNames, auditActions, type AuditAction } from '@church/contracts';
import { Button, SelectField, TextField } from '@church/ui';
import { useEffect, useState } from 'react';
import type { AuditFilter } from '../hooks/use-audit-filter';
import styles from './audit-log.module.css';
import { useTranslate } from '../../../i18n/catalogues';

interface AuditFiltersProps {
  filter: AuditFilter;
  onChange: (filter: AuditFilter) => void;
}

const orUndefined = (value: string) => value.trim() || undefined;

/** Which entries to list: one action, by a person (name or e-mail), from and to a day. */
export function AuditFilters({ filter, onChange }: AuditFiltersProps) {
  const { t } = useTranslate();
  // The person is sent once typing pauses, not on every key.
  const [person, setPerson] = useState(filter.person ?? '');
  useEffect(() => {
    const next = orUndefined(person);
    if (next === filter.person) return;
    const timer = setTimeout(() => onChange({ ...filter, person: next }), 300);
    return () => clearTimeout(timer);
  }, [person, filter, onChange]);
  const filtered = Object.values(filter).some((value) => value !== undefined);
  return (
    <div className={styles.filters} role="group" aria-label={t('dashboard.auditLog.filter')}>
      <SelectField
        label={t('dashboard.auditLog.action')}
        value={filter.action ?? ''}
        onChange={(event) =>
          onChange({ ...filter, action: (event.target.value || undefined) as AuditAction | undefined })
        }
      >
        <option value="">{t('dashboard.auditLog.allActions')}</option>
        {auditActionNames.map((action) => (
          <option key={action} value={action}>
            {t(auditActions[action])}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('dashboard.auditLog.person')}
        type="search"
        value={person}
        placeholder={t('dashboard.auditLog.personPlaceholder')}
        onChange={(event) => setPerson(event.target.value)}
      />
      <TextField
        label={t('dashboard.auditLog.from')}
        type="date"
        value={filter.from ?? ''}
        max={filter.to}
        onChange={(event) => onChange({ ...filter, from: orUndefined(event.target.value) })}
      />
      <TextField
        label={t('dashboard.auditLog.to')}
        type="date"
        value={filter.to ?? ''}
        min={filter.from}
        onChange={(event) => onChange({ ...filter, to: orUndefined(event.target.value) })}
      />
      {filtered ? (
        <Button
          variant="secondary"
          onClick={() => {
            setPerson('');
            onChange({});
          }}
        >
          {t('dashboard.auditLog.clearFilters')}
        </Button>
      ) : null}
    </div>
  );
}
