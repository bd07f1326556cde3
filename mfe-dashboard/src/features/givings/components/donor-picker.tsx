import { useState } from 'react';
import type { UserShort } from '@church/contracts';
import { useMemberSearch } from '@church/query';
import { SearchPicker } from '@church/ui';

interface DonorPickerProps {
  chosen: UserShort | null;
  onChoose: (member: UserShort | null) => void;
  error?: string;
}

const fullName = (member: UserShort) => `${member.firstName} ${member.lastName}`;

/** Finds a member by name or e-mail (at most 20 answers) and shows the one chosen. */
export function DonorPicker({ chosen, onChoose, error }: DonorPickerProps) {
  const [search, setSearch] = useState('');
  const found = useMemberSearch(search);
  const members = found.data;
  return (
    <SearchPicker
      label="Find a member"
      subject="the member"
      placeholder="Name or e-mail"
      chosen={chosen ? { name: fullName(chosen), detail: chosen.email } : null}
      onClear={() => onChoose(null)}
      search={search}
      onSearch={setSearch}
      options={members?.map((member) => ({ id: member.id, name: fullName(member), detail: member.email }))}
      onPick={(id) => onChoose(members?.find((member) => member.id === id) ?? null)}
      isLoading={found.isFetching && !found.data}
      failed={found.isError && 'Failed to fetch users'}
      resultsLabel="Members found"
      emptyText={(text) => `No member matches “${text}”.`}
      error={error}
    />
  );
}
