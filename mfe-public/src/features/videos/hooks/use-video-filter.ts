import { useSearchParams } from '@church/router';
import type { VideoFilter } from '../api/get-videos';

/**
 * The sermons a visitor narrowed the library to, kept in the URL (?series=…&speaker=…&name=…) so
 * a series can be linked, and `apply` to narrow it anew (back to the first page).
 */
export function useVideoFilter(): [VideoFilter, (filter: VideoFilter) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = {
    name: searchParams.get('name') ?? '',
    series: searchParams.get('series') ?? '',
    speaker: searchParams.get('speaker') ?? '',
  };
  const apply = (next: VideoFilter) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value.trim()) params.set(key, value.trim());
    setSearchParams(params);
  };
  return [filter, apply];
}
