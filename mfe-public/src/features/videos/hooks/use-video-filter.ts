import { useSearchParams } from '@church/router';
import type { VideoFilter } from '../api/get-videos';

/** The sermons a visitor narrowed the library to, kept in the URL (?series=…&speaker=…&name=…) so a series can be linked. */
export function useVideoFilter(): VideoFilter {
  const [searchParams] = useSearchParams();
  return {
    name: searchParams.get('name') ?? '',
    series: searchParams.get('series') ?? '',
    speaker: searchParams.get('speaker') ?? '',
  };
}
