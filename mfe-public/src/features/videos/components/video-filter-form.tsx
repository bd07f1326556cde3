import { useId } from 'react';
import { useVideoFilters } from '../api/get-video-filters';
import type { VideoFilter } from '../api/get-videos';
import { useTranslate } from '../i18n/catalogues';
import styles from './video-filter-form.module.css';

interface VideoFilterFormProps {
  filter: VideoFilter;
  onApply: (filter: VideoFilter) => void;
}

/** The chosen value first, so it shows while the lists load (or after it left them). */
const choicesOf = (all: string[] | undefined, current: string) => [...new Set([current, ...(all ?? [])])].filter(Boolean);

/** Search by name, pick a series or a speaker; the API narrows the list (a choice applies at once). */
export function VideoFilterForm({ filter, onApply }: VideoFilterFormProps) {
  const { t } = useTranslate();
  const { data } = useVideoFilters();
  const id = useId();
  const apply = (form: HTMLFormElement) => {
    const values = new FormData(form);
    const read = (key: keyof VideoFilter) => String(values.get(key) ?? '');
    onApply({ name: read('name'), series: read('series'), speaker: read('speaker') });
  };
  // Labels beside their fields, not around them: a select inside its label would be named by its choice too.
  const select = (key: 'series' | 'speaker', all: string[] | undefined, label: string, any: string) => (
    <div>
      <label htmlFor={`${id}${key}`}>{label}</label>
      <select
        id={`${id}${key}`}
        name={key}
        value={filter[key]}
        onChange={(event) => event.target.form && apply(event.target.form)}
      >
        <option value="">{any}</option>
        {choicesOf(all, filter[key]).map((choice) => (
          <option key={choice}>{choice}</option>
        ))}
      </select>
    </div>
  );
  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
    >
      <div>
        <label htmlFor={`${id}name`}>{t('public.videos.name')}</label>
        {/* Keyed by the URL's name: going back in history shows that search's words. */}
        <input key={filter.name} id={`${id}name`} type="search" name="name" defaultValue={filter.name} />
      </div>
      {select('series', data?.series, t('public.videos.series'), t('public.videos.anySeries'))}
      {select('speaker', data?.speakers, t('public.videos.speaker'), t('public.videos.anySpeaker'))}
      <button type="submit">{t('public.videos.search')}</button>
    </form>
  );
}
