import { useState } from 'react';
import { SONG_SEARCH_TYPES, songMessages, type SongSearchType } from '@church/contracts';
import { SearchBox, SelectField } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { songSearchPageSize, useSongSearch } from '../api/search-songs';
import type { OnPick } from './song-list';
import { SongResults } from './song-results';
import styles from './song-search.module.css';

// Catalogue ids: each field's name in the select, and what to type for it.
const typeLabels: Record<SongSearchType, string> = {
  title: 'plans.songs.byTitle',
  artist: 'plans.songs.byArtist',
  lyrics: 'plans.songs.byLyrics',
};
const placeholders: Record<SongSearchType, string> = {
  title: 'plans.songs.titlePlaceholder',
  artist: 'plans.songs.artistPlaceholder',
  lyrics: 'plans.songs.lyricsPlaceholder',
};

/** Search by title, artist or lyrics; 10 a page. */
export function SearchPanel({ onPick }: { onPick: OnPick }) {
  const { t } = useTranslate();
  const [searchType, setSearchType] = useState<SongSearchType>('title');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const found = useSongSearch(searchType, query, page);

  return (
    <>
      <div className={styles.toolbar}>
        <SelectField
          label={t('plans.songs.searchBy')}
          value={searchType}
          onChange={(event) => {
            setSearchType(event.target.value as SongSearchType);
            setPage(1);
          }}
        >
          {SONG_SEARCH_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(typeLabels[type])}
            </option>
          ))}
        </SelectField>
        <SearchBox
          label={t('plans.songs.search')}
          value={query}
          placeholder={t(placeholders[searchType])}
          onSearch={(text) => {
            setQuery(text);
            setPage(1);
          }}
        />
      </div>
      {query === '' ? (
        <p className={styles.hint}>{t('plans.songs.hint')}</p>
      ) : (
        <SongResults
          query={found}
          page={page}
          pageSize={songSearchPageSize}
          onPage={setPage}
          onPick={onPick}
          label={t('plans.songs.found')}
          errorMessage={t(songMessages.findFailed)}
          emptyText={t('plans.songs.noMatch')}
        />
      )}
    </>
  );
}
