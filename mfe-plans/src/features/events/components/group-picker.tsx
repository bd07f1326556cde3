import { useState } from 'react';
import { SearchPicker } from '@church/ui';
import { ThemeChip } from '../../../components/theme-chip';
import { useTranslate } from '../../../i18n/catalogues';
import { useGroupSearch } from '../api/search-groups';
import type { PickedGroup } from './event-form-schema';
import list from '../../../components/admin-list.module.css';

interface GroupPickerProps {
  chosen: PickedGroup | null;
  onChoose: (group: PickedGroup | null) => void;
}

/** The event's group, found by name as you type (5 at most); none is allowed. */
export function GroupPicker({ chosen, onChoose }: GroupPickerProps) {
  const { t } = useTranslate();
  const [search, setSearch] = useState('');
  const found = useGroupSearch(search);
  const groups = found.data?.entities;
  return (
    <fieldset className={list.fieldset}>
      <legend>{t('plans.common.group')}</legend>
      <SearchPicker
        label={t('plans.events.findGroup')}
        subject={t('plans.events.groupSubject')}
        placeholder={t('plans.events.groupName')}
        chosen={chosen}
        onClear={() => onChoose(null)}
        search={search}
        onSearch={setSearch}
        options={groups?.map((group) => ({
          id: String(group.id),
          name: group.name,
          detail: <ThemeChip theme={group.groupType.colorTheme}>{group.groupType.name}</ThemeChip>,
        }))}
        onPick={(id) => {
          const group = groups?.find((candidate) => String(candidate.id) === id);
          if (group) onChoose({ id: group.id, name: group.name });
        }}
        isLoading={found.isFetching && !found.data}
        failed={found.isError && t('plans.groups.getFailed')}
      />
    </fieldset>
  );
}
