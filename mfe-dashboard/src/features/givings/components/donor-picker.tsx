import { useId, useState } from 'react';
import type { UserShort } from '@church/contracts';
import { Button, SearchBox, Spinner } from '@church/ui';
import { useDonorSearch } from '../api/search-donors';
import styles from './offline-giving-form.module.css';

interface DonorPickerProps {
  chosen: UserShort | null;
  onChoose: (member: UserShort | null) => void;
  error?: string;
}

const fullName = (member: UserShort) => `${member.firstName} ${member.lastName}`;

/** Finds a member by name or e-mail (at most 20 answers) and shows the one chosen. */
export function DonorPicker({ chosen, onChoose, error }: DonorPickerProps) {
  const [search, setSearch] = useState('');
  const found = useDonorSearch(search);
  const errorId = useId();

  if (chosen) {
    return (
      <div className={styles.chosen}>
        <span>
          <strong>{fullName(chosen)}</strong> <span className={styles.muted}>{chosen.email}</span>
        </span>
        <Button variant="link" onClick={() => onChoose(null)}>
          Change<span className="ui-visually-hidden"> the member</span>
        </Button>
      </div>
    );
  }
  const members = found.data ?? [];
  return (
    <div className={styles.picker} aria-describedby={error ? errorId : undefined}>
      <SearchBox label="Find a member" placeholder="Name or e-mail" value={search} onSearch={setSearch} />
      {found.isFetching && !found.data ? <Spinner /> : null}
      {search && found.data && members.length === 0 ? (
        <p className={styles.muted}>No member matches “{search}”.</p>
      ) : null}
      {found.isError ? <p className="ui-field__error">Failed to fetch users</p> : null}
      {members.length > 0 ? (
        <ul className={styles.results} aria-label="Members found">
          {members.map((member) => (
            <li key={member.id}>
              <button type="button" className={styles.result} onClick={() => onChoose(member)}>
                <strong>{fullName(member)}</strong> <span className={styles.muted}>{member.email}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
