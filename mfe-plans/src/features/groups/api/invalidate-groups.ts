import type { useQueryClient } from '@church/query';
import { groupsKeys, showsGroups } from './groups-keys';

/** After a group or a type changes: every list that shows groups, their names or colours. */
export function invalidateGroups(queryClient: ReturnType<typeof useQueryClient>, alsoTypes = false) {
  const stale = [groupsKeys.all, ...showsGroups, ...(alsoTypes ? [groupsKeys.types] : [])];
  return Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
