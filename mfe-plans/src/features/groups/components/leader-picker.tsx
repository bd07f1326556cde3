import { useState } from 'react';
import { useMemberSearch } from '@church/query';
import { SearchPicker } from '@church/ui';
import list from '../../../components/admin-list.module.css';

export interface PickedLeader {
  id: string;
  name: string;
}

/** The group's leader: a member found by name or e-mail; none is allowed. */
export function LeaderPicker({
  chosen,
  onChoose,
}: {
  chosen: PickedLeader | null;
  onChoose: (leader: PickedLeader | null) => void;
}) {
  const [search, setSearch] = useState('');
  const found = useMemberSearch(search);
  const leaders = found.data?.map((member) => ({
    id: member.id,
    name: `${member.firstName} ${member.lastName}`,
    detail: member.email,
  }));
  return (
    <fieldset className={list.fieldset}>
      <legend>Leader</legend>
      <SearchPicker
        label="Find a member"
        subject="the leader"
        placeholder="Name or e-mail"
        chosen={chosen}
        onClear={() => onChoose(null)}
        search={search}
        onSearch={setSearch}
        options={leaders}
        onPick={(id) => {
          const leader = leaders?.find((candidate) => candidate.id === id);
          if (leader) onChoose({ id: leader.id, name: leader.name });
        }}
        isLoading={found.isFetching && !found.data}
        failed={found.isError && 'Failed to fetch users'}
        resultsLabel="Members found"
        emptyText={(text) => `No member matches “${text}”.`}
      />
    </fieldset>
  );
}
