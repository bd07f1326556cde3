import type { ReactNode } from 'react';
import { Button, SearchBox, Spinner } from '@church/ui';
import styles from './search-picker.module.css';

export interface PickerOption {
  id: string;
  label: ReactNode;
}

interface SearchPickerProps {
  /** The search box's label, e.g. 'Find a group'. */
  label: string;
  /** What 'Change' and 'Remove' say they act on, for screen readers ('the group'). */
  subject: string;
  /** The chosen value, shown instead of the search; null while none is. */
  chosen: ReactNode | null;
  onClear: () => void;
  search: string;
  onSearch: (search: string) => void;
  options: readonly PickerOption[] | undefined;
  onPick: (id: string) => void;
  isLoading: boolean;
  /** Shown when the search failed. */
  failed?: string | false;
  placeholder?: string;
}

/**
 * Search-as-you-type for one value (a group, a leader): a labelled search box, the matches as
 * buttons (Tab and Enter pick one), then the choice with a way to change it.
 */
export function SearchPicker(props: SearchPickerProps) {
  const { label, subject, chosen, onClear, search, onSearch, options, onPick, isLoading, failed } = props;
  if (chosen !== null) {
    return (
      <div className={styles.chosen}>
        <span>{chosen}</span>
        <Button variant="link" onClick={onClear}>
          Change<span className="ui-visually-hidden"> {subject}</span>
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.picker}>
      <SearchBox label={label} placeholder={props.placeholder} value={search} onSearch={onSearch} />
      {isLoading ? <Spinner /> : null}
      {search && options && options.length === 0 ? <p className={styles.muted}>Nothing matches “{search}”.</p> : null}
      {failed ? <p className="ui-field__error">{failed}</p> : null}
      {options && options.length > 0 ? (
        <ul className={styles.results} aria-label={`${label}: results`}>
          {options.map((option) => (
            <li key={option.id}>
              <button type="button" className={styles.result} onClick={() => onPick(option.id)}>
                {option.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
