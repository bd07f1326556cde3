import { useId, type ReactNode } from 'react';
import { Button } from '../button';
import { SearchBox } from '../search-box/search-box';
import { translateMessage } from '../i18n/contracts-messages';
import { Spinner } from '../spinner';
import { useTranslate } from './i18n/catalogues';
import styles from './search-picker.module.css';

/** One match: its name in bold, then what tells it apart (an e-mail, a group's type). */
export interface PickerOption {
  id: string;
  name: string;
  detail?: ReactNode;
}

function OptionText({ name, detail }: Omit<PickerOption, 'id'>) {
  return (
    <>
      <strong>{name}</strong> {detail ? <span className={styles.muted}>{detail}</span> : null}
    </>
  );
}

interface SearchPickerProps {
  /** The search box's label, e.g. 'Find a group'. */
  label: string;
  /** What 'Change' says it acts on, for screen readers ('the group'). */
  subject: string;
  /** The chosen value, shown instead of the search; null while none is. */
  chosen: Omit<PickerOption, 'id'> | null;
  onClear: () => void;
  search: string;
  onSearch: (search: string) => void;
  /** The matches of `search`; undefined before anything was typed or answered. */
  options: readonly PickerOption[] | undefined;
  onPick: (id: string) => void;
  isLoading: boolean;
  /** Shown when the search failed. */
  failed?: string | false;
  placeholder?: string;
  /** The results list's accessible name; `label: results` unless given. */
  resultsLabel?: string;
  /** Said when nothing matches; `Nothing matches “…”.` unless given. */
  emptyText?: (search: string) => string;
  /** The form's message about this field (e.g. none chosen), read out with the search box. */
  error?: string;
}

/**
 * Search-as-you-type for one value (a member, a group): a labelled search box, the matches as
 * buttons (Tab and Enter pick one), then the choice with a way to change it.
 */
export function SearchPicker(props: SearchPickerProps) {
  const { label, subject, chosen, onClear, search, onSearch, onPick, isLoading, failed, error } = props;
  const { t } = useTranslate();
  const errorId = useId();
  if (chosen !== null) {
    return (
      <div className={styles.chosen}>
        <span>
          <OptionText {...chosen} />
        </span>
        <Button variant="link" onClick={onClear}>
          {t('ui.picker.change')}
          <span className="ui-visually-hidden"> {subject}</span>
        </Button>
      </div>
    );
  }
  const emptyText = props.emptyText ?? ((text: string) => t('ui.picker.nothingMatches', { search: text }));
  // Cleared search, no list: the last matches may still be held while nothing is asked.
  const options = search ? props.options : undefined;
  return (
    <div className={styles.picker}>
      <SearchBox
        label={label}
        placeholder={props.placeholder}
        value={search}
        onSearch={onSearch}
        describedBy={error ? errorId : undefined}
      />
      {isLoading ? <Spinner /> : null}
      {options && options.length === 0 ? <p className={styles.muted}>{emptyText(search)}</p> : null}
      {failed ? <p className="ui-field__error">{failed}</p> : null}
      {options && options.length > 0 ? (
        <ul className={styles.results} aria-label={props.resultsLabel ?? t('ui.picker.results', { label })}>
          {options.map((option) => (
            <li key={option.id}>
              <button type="button" className={styles.result} onClick={() => onPick(option.id)}>
                <OptionText {...option} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={errorId} className="ui-field__error">
          {translateMessage(error)}
        </p>
      ) : null}
    </div>
  );
}
