import { useState } from 'react';
import { SearchPicker } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { useAddPositionMember } from '../api/add-position-member';
import { usePeopleSearch } from '../api/search-people';

/** Finds a member by name or e-mail and adds them to the position at once. */
export function AddMember({
  serviceTypeId,
  positionId,
  positionName,
}: {
  serviceTypeId: number;
  positionId: number;
  positionName: string;
}) {
  const { t } = useTranslate();
  const [search, setSearch] = useState('');
  const people = usePeopleSearch(search);
  const add = useAddPositionMember(serviceTypeId);
  return (
    <SearchPicker
      label={t('plans.scheduling.addMemberTo', { position: positionName })}
      subject={positionName}
      chosen={null}
      onClear={() => undefined}
      search={search}
      onSearch={setSearch}
      options={people.data?.map((person) => ({
        id: person.id,
        name: `${person.firstName} ${person.lastName}`,
        detail: person.email,
      }))}
      onPick={(userId) => add.mutate({ positionId, userId }, { onSuccess: () => setSearch('') })}
      isLoading={people.isFetching}
      failed={people.isError && t('plans.scheduling.searchFailed')}
    />
  );
}
