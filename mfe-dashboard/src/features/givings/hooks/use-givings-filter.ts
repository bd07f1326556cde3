import { useSearchParams } from '@church/router';

/** The list's filter: days (YYYY-MM-DD, both included) and one giving type. */
export interface GivingsFilter {
  from?: string;
  to?: string;
  givingTypeId?: number;
}

const day = /^\d{4}-\d{2}-\d{2}$/;
const dayParam = (value: string | null) => (value && day.test(value) ? value : undefined);

/**
 * The filter in the URL (`?from=&to=&type=`), beside the page, so a filtered list can be linked
 * and reloaded; changing it goes back to page 1.
 */
export function useGivingsFilter() {
  const [params, setParams] = useSearchParams();
  const type = params.get('type');
  const filter: GivingsFilter = {
    from: dayParam(params.get('from')),
    to: dayParam(params.get('to')),
    givingTypeId: type && /^[1-9]\d{0,8}$/.test(type) ? Number(type) : undefined,
  };
  const setFilter = (next: GivingsFilter) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.delete('page');
      const values = { from: next.from, to: next.to, type: next.givingTypeId?.toString() };
      for (const [name, value] of Object.entries(values)) {
        if (value) copy.set(name, value);
        else copy.delete(name);
      }
      return copy;
    });
  return { filter, setFilter };
}
