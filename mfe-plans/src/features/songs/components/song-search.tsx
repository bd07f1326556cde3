import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from '../../../i18n/catalogues';
import { PopularPanel } from './popular-panel';
import { SearchPanel } from './search-panel';
import type { OnPick } from './song-list';
import styles from './song-search.module.css';

export type { PickedSong } from './picked-song';

// Each tab's label is a catalogue id.
const tabs = [
  { key: 'search', label: 'plans.songs.searchTab' },
  { key: 'popular', label: 'plans.songs.popularTab' },
] as const;
type TabKey = (typeof tabs)[number]['key'];

interface SongSearchProps {
  /** "Add to plan": the plan page creates the song item; a promise keeps the button busy meanwhile. */
  onPick: OnPick;
}

/**
 * Finds a song for a plan: search by title, artist or lyrics, or pick among the songs plans use
 * most. Tabs follow the WAI-ARIA pattern: arrows, Home and End move between them.
 */
export function SongSearch({ onPick }: SongSearchProps) {
  const { t } = useTranslate();
  const baseId = useId();
  const [current, setCurrent] = useState<TabKey>('search');
  const tabRefs = useRef(new Map<TabKey, HTMLButtonElement>());

  const select = (key: TabKey) => {
    setCurrent(key);
    tabRefs.current.get(key)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === current);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    if (tab) select(tab.key);
  };

  return (
    <div className={styles.songSearch}>
      <div role="tablist" aria-label={t('plans.songs.findSongs')} className={styles.tabs} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.key, element);
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab.key}-tab`}
            aria-selected={current === tab.key}
            aria-controls={`${baseId}-${tab.key}-panel`}
            tabIndex={current === tab.key ? 0 : -1}
            className={styles.tab}
            onClick={() => select(tab.key)}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      {tabs.map((tab) =>
        current === tab.key ? (
          <div
            key={tab.key}
            role="tabpanel"
            id={`${baseId}-${tab.key}-panel`}
            aria-labelledby={`${baseId}-${tab.key}-tab`}
            className={styles.panel}
          >
            {tab.key === 'search' ? <SearchPanel onPick={onPick} /> : <PopularPanel onPick={onPick} />}
          </div>
        ) : null,
      )}
    </div>
  );
}
