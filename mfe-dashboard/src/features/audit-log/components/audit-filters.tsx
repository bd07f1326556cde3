import { auditActionNames, auditActions, type AuditAction } from '@church/contracts';
import { Button, SelectField, TextField } from '@church/ui';
import { useEffect, useState } from 'react';
import type { AuditFilter } from '../hooks/use-audit-filter';
import styles from './audit-log.module.css';

interface AuditFiltersProps {
  filter: AuditFilter;
  onChange: (filter: AuditFilter) => void;
}

const orUndefined = (value: string) => value.trim() || undefined;

/** Which entries to list: one action, by a person (name or e-mail), from and to a day. */
export function AuditFilters({ filter, onChange }: AuditFiltersProps) {
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
    <div className={styles.filters} role="group" aria-label="Filter the audit log">
      <SelectField
        label="Action"
        value={filter.action ?? ''}
        onChange={(event) =>
          onChange({ ...filter, action: (event.target.value || undefined) as AuditAction | undefined })
        }
      >
        <option value="">All actions</option>
        {auditActionNames.map((action) => (
          <option key={action} value={action}>
            {auditActions[action]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Person"
        type="search"
        value={person}
        placeholder="Name or e-mail"
        onChange={(event) => setPerson(event.target.value)}
      />
      <TextField
        label="From"
        type="date"
        value={filter.from ?? ''}
        max={filter.to}
        onChange={(event) => onChange({ ...filter, from: orUndefined(event.target.value) })}
      />
      <TextField
        label="To"
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
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
