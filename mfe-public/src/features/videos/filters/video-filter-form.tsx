import { useId } from 'react';
import { useSearchParams } from '@church/router';
import { paths } from '../../../config/paths';
import { useVideoFilters } from '../api/get-video-filters';
import type { VideoFilter } from '../api/get-videos';
import { useTranslate } from './i18n/catalogues';

/** The chosen value first, so it shows while the lists load (or after it left them). */
const choicesOf = (all: string[] | undefined, current: string) =>
  [...new Set([current, ...(all ?? [])])].filter(Boolean);

/**
 * Search by name, pick a series or a speaker; the API narrows the list. Drawn by the server, it is
 * a plain GET form to the same page (kept without this code); drawn in the browser, a choice
 * applies at once, without a page load.
 */
export function VideoFilterForm({ filter }: { filter: VideoFilter }) {
  const { t } = useTranslate();
  const { data } = useVideoFilters();
  const id = useId();
  const [, setSearchParams] = useSearchParams();
  // The chosen filters in the URL (back to the first page); the list follows it.
  const onApply = (next: VideoFilter) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value.trim()) params.set(key, value.trim());
    setSearchParams(params);
  };
  const apply = (form: HTMLFormElement) => {
    const read = (key: keyof VideoFilter) => (form.elements.namedItem(key) as HTMLInputElement | null)?.value ?? '';
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
    <form role="search" method="get" action={paths.videos}>
      <div>
        <label htmlFor={`${id}name`}>{t('public.videos.name')}</label>
        {/* Keyed by the URL's name: going back in history shows that search's words. */}
        <input key={filter.name} id={`${id}name`} type="search" name="name" defaultValue={filter.name} />
      </div>
      {select('series', data?.series, t('public.videos.series'), t('public.videos.anySeries'))}
      {select('speaker', data?.speakers, t('public.videos.speaker'), t('public.videos.anySpeaker'))}
      {/* Its click (Enter in the field clicks it too) narrows the list in the app; without this code, the form is sent. */}
      <button
        type="submit"
        onClick={(event) => {
          event.preventDefault();
          if (event.currentTarget.form) apply(event.currentTarget.form);
        }}
      >
        {t('public.videos.search')}
      </button>
    </form>
  );
}
