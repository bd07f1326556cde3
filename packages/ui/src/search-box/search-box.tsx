import { useEffect, useId, useRef, useState } from 'react';
import { useTranslate } from './i18n/catalogues';

interface SearchBoxProps {
  /** Visible label of the input, e.g. 'Search requests'. */
  label: string;
  /** The search in effect (e.g. `search` from useListParams); the box follows it when it changes elsewhere. */
  value?: string;
  /** Called with the trimmed text once typing pauses, at once on Enter, Escape or Clear. */
  onSearch: (search: string) => void;
  delayMs?: number;
  placeholder?: string;
  /** The id of a message about this field (a form's error), read out with it. */
  describedBy?: string;
}

/** A labelled search input that searches as the user types, without a request per keystroke. */
export function SearchBox({ label, value = '', onSearch, delayMs = 300, placeholder, describedBy }: SearchBoxProps) {
  const { t } = useTranslate();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [sent, setSent] = useState(value);
  const [outside, setOutside] = useState(value);
  if (value !== outside) {
    // Adjusting state to a changed prop (Back, a link): see react.dev "You might not need an effect".
    setOutside(value);
    setSent(value);
    if (value !== text.trim()) setText(value);
  }

  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  const send = (query: string) => {
    setSent(query);
    if (query !== sent) onSearchRef.current(query);
  };

  useEffect(() => {
    const query = text.trim();
    if (query === sent) return;
    const timer = setTimeout(() => {
      setSent(query);
      onSearchRef.current(query);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, sent, delayMs]);

  const clear = () => {
    setText('');
    send('');
  };

  return (
    <div className="ui-field ui-search-box" role="search">
      <label htmlFor={id}>{label}</label>
      <div className="ui-search-box__control">
        <input
          ref={inputRef}
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          aria-describedby={describedBy}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') send(text.trim());
            if (event.key === 'Escape' && text) {
              // Clearing is all Escape does here; it must not also close a surrounding dialog.
              event.preventDefault();
              event.stopPropagation();
              clear();
            }
          }}
        />
        {text ? (
          <button
            type="button"
            className="ui-search-box__clear"
            aria-label={t('ui.searchBox.clear')}
            onClick={() => {
              clear();
              inputRef.current?.focus();
            }}
          >
            ×
          </button>
        ) : null}
      </div>
    </div>
  );
}
