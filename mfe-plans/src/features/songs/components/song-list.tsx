import { useId, useState } from 'react';
import type { Track } from '@church/contracts';
import { useQueryClient } from '@church/query';
import { Button } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { songsKeys } from '../api/songs-keys';
import { songByline, toPickedSong, type PickedSong } from './picked-song';
import { SongDetails } from './song-details';
import styles from './song-search.module.css';

export type OnPick = (song: PickedSong) => void | Promise<unknown>;

interface SongListProps {
  tracks: readonly Track[];
  onPick: OnPick;
  /** Names the list for screen readers, e.g. 'Songs found'. */
  label: string;
}

/** Songs, each with its details on demand and an "Add to plan" button. */
export function SongList({ tracks, onPick, label }: SongListProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {tracks.map((track) => (
        <SongRow key={track.track_id} track={track} onPick={onPick} />
      ))}
    </ul>
  );
}

function SongRow({ track, onPick }: { track: Track; onPick: OnPick }) {
  const { t } = useTranslate();
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const queryClient = useQueryClient();

  const add = async () => {
    setAdding(true);
    try {
      await onPick(toPickedSong(track));
      // One more use: the popular list may change order.
      void queryClient.invalidateQueries({ queryKey: songsKeys.popularAll });
    } catch {
      // The plan page says what went wrong; the button is ready for another try.
    } finally {
      setAdding(false);
    }
  };

  return (
    <li className={styles.song}>
      <div className={styles.summary}>
        <div className={styles.text}>
          <span className={styles.title}>{track.track_name}</span>
          <span className={styles.byline}>{songByline(track)}</span>
          {track.uses ? <span className={styles.uses}>{t('plans.songs.used', { count: track.uses })}</span> : null}
        </div>
        <div className={styles.actions}>
          {/* Names start with the visible words, so speech input ("click Add to plan") still works. */}
          <Button
            variant="secondary"
            aria-label={t('plans.songs.detailsOf', { title: track.track_name })}
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            onClick={() => setOpen(!open)}
          >
            {t('plans.songs.details')}
          </Button>
          <Button
            aria-label={t('plans.songs.addToPlanOf', { title: track.track_name })}
            loading={adding}
            onClick={() => void add()}
          >
            {t('plans.songs.addToPlan')}
          </Button>
        </div>
      </div>
      {open ? <SongDetails songId={track.track_id} id={detailsId} /> : null}
    </li>
  );
}
