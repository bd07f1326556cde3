import { MemberPicker } from '@church/ui/member-picker';
import { useTranslate } from '../../../i18n/catalogues';
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
  const { t } = useTranslate();
  return (
    <fieldset className={list.fieldset}>
      <legend>{t('plans.groups.leader')}</legend>
      <MemberPicker
        subject={t('plans.groups.leaderSubject')}
        chosen={chosen}
        onChoose={(member) => onChoose(member && { id: member.id, name: `${member.firstName} ${member.lastName}` })}
      />
    </fieldset>
  );
}
