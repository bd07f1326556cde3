import { useSyncExternalStore } from 'react';

// Below this width a month grid's cells are too narrow to read: the page lists days instead.
const PHONE_QUERY = '(max-width: 699.98px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(PHONE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the viewport is phone-sized; follows rotation and resizing. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
