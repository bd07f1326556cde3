import { useState } from 'react';
import { SearchPicker } from '../../../components/search-picker';
import { useLeaderSearch } from '../api/search-leaders';
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
  const found = useLeaderSearch(search);
  const members = found.data;
  return (
    <fieldset className={list.fieldset}>
      <legend>Leader</legend>
      <SearchPicker
        label="Find a member"
        subject="the leader"
        placeholder="Name or e-mail"
        chosen={chosen ? <strong>{chosen.name}</strong> : null}
        onClear={() => onChoose(null)}
        search={search}
        onSearch={setSearch}
        options={
          search
            ? members?.map((member) => ({
                id: member.id,
                label: (
                  <>
                    <strong>
                      {member.firstName} {member.lastName}
                    </strong>{' '}
                    <span className={list.muted}>{member.email}</span>
                  </>
                ),
              }))
            : undefined
        }
        onPick={(id) => {
          const member = members?.find((candidate) => candidate.id === id);
          if (member) onChoose({ id: member.id, name: `${member.firstName} ${member.lastName}` });
        }}
        isLoading={found.isFetching && !found.data}
        failed={found.isError && 'Failed to fetch users'}
      />
    </fieldset>
  );
}
