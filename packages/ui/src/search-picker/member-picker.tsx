import { useState } from 'react';
import type { UserShort } from '@church/contracts';
import { useMemberSearch } from '@church/query';
import { SearchPicker, type PickerOption } from './search-picker';
import { useTranslate } from './i18n/catalogues';

/** A member as the pickers show one: the full name, the e-mail beside it. */
export const memberOption = (member: UserShort): PickerOption => ({
  id: member.id,
  name: `${member.firstName} ${member.lastName}`,
  detail: member.email,
});

interface MemberPickerProps {
  /** What 'Change' says it acts on, for screen readers ('the leader'). */
  subject: string;
  /** The member chosen, as shown (`memberOption`); null while none is. */
  chosen: Omit<PickerOption, 'id'> | null;
  onChoose: (member: UserShort | null) => void;
  /** The form's message about this field (e.g. none chosen). */
  error?: string;
}

/**
 * One member found by name or e-mail (`GET /api/users`, at most 20 answers), for a gift's donor
 * or a group's leader. Its own entry point (`@church/ui/member-picker`): it asks the shared
 * query client, which the public site does not load.
 */
export function MemberPicker({ subject, chosen, onChoose, error }: MemberPickerProps) {
  const { t } = useTranslate();
  const [search, setSearch] = useState('');
  const found = useMemberSearch(search);
  const members = found.data;
  return (
    <SearchPicker
      label={t('ui.picker.findMember')}
      subject={subject}
      placeholder={t('ui.picker.memberPlaceholder')}
      chosen={chosen}
      onClear={() => onChoose(null)}
      search={search}
      onSearch={setSearch}
      options={members?.map(memberOption)}
      onPick={(id) => onChoose(members?.find((member) => member.id === id) ?? null)}
      isLoading={found.isFetching && !found.data}
      // Spec section 8's words (contracts' memberMessages, whose module would bring its schemas along).
      failed={found.isError && t('ui.picker.fetchUsersFailed')}
      resultsLabel={t('ui.picker.membersFound')}
      emptyText={(text) => t('ui.picker.noMemberMatches', { search: text })}
      error={error}
    />
  );
}
