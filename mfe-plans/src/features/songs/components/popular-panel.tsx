import { useState } from 'react';
import { songMessages } from '@church/contracts';
import { SearchBox } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { popularSongsPageSize, usePopularSongs } from '../api/get-popular-songs';
import type { OnPick } from './song-list';
import { SongResults } from './song-results';
import styles from './song-search.module.css';

/** The songs plans use most, 10 a page, with a search among them. */
export function PopularPanel({ onPick }: { onPick: OnPick }) {
  const { t } = useTranslate();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const popular = usePopularSongs(query, page, true);

  return (
    <>
      <div className={styles.toolbar}>
        <SearchBox
          label={t('plans.songs.searchPopular')}
          value={query}
          placeholder={t('plans.songs.titlePlaceholder')}
          onSearch={(text) => {
            setQuery(text);
            setPage(1);
          }}
        />
      </div>
      <SongResults
        query={popular}
        page={page}
        pageSize={popularSongsPageSize}
        onPage={setPage}
        onPick={onPick}
        label={t('plans.songs.popular')}
        errorMessage={t(query === '' ? songMessages.fetchPopularFailed : songMessages.getFailed)}
        emptyText={t(query === '' ? 'plans.songs.noneInPlans' : 'plans.songs.noPopularMatch')}
      />
    </>
  );
}
