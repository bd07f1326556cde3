import { useState } from 'react';
import { SONG_SEARCH_TYPES, songMessages, type SongSearchType } from '@church/contracts';
import { SearchBox, SelectField } from '@church/ui';
import { songSearchPageSize, useSongSearch } from '../api/search-songs';
import type { OnPick } from './song-list';
import { SongResults } from './song-results';
import styles from './song-search.module.css';

const typeLabels: Record<SongSearchType, string> = { title: 'Title', artist: 'Artist', lyrics: 'Lyrics' };

/** Search by title, artist or lyrics; 10 a page. */
export function SearchPanel({ onPick }: { onPick: OnPick }) {
  const [searchType, setSearchType] = useState<SongSearchType>('title');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const found = useSongSearch(searchType, query, page);

  return (
    <>
      <div className={styles.toolbar}>
        <SelectField
          label="Search by"
          value={searchType}
          onChange={(event) => {
            setSearchType(event.target.value as SongSearchType);
            setPage(1);
          }}
        >
          {SONG_SEARCH_TYPES.map((type) => (
            <option key={type} value={type}>
              {typeLabels[type]}
            </option>
          ))}
        </SelectField>
        <SearchBox
          label="Search songs"
          value={query}
          placeholder={searchType === 'lyrics' ? 'Words of the song' : `Song ${typeLabels[searchType].toLowerCase()}`}
          onSearch={(text) => {
            setQuery(text);
            setPage(1);
          }}
        />
      </div>
      {query === '' ? (
        <p className={styles.hint}>Type a title, an artist or words of a song.</p>
      ) : (
        <SongResults
          query={found}
          page={page}
          pageSize={songSearchPageSize}
          onPage={setPage}
          onPick={onPick}
          label="Songs found"
          errorMessage={songMessages.findFailed}
          emptyText="No song matches this search"
        />
      )}
    </>
  );
}
