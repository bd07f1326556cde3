import { MemberPicker } from '@church/ui/member-picker';
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
  return (
    <fieldset className={list.fieldset}>
      <legend>Leader</legend>
      <MemberPicker
        subject="the leader"
        chosen={chosen}
        onChoose={(member) => onChoose(member && { id: member.id, name: `${member.firstName} ${member.lastName}` })}
      />
    </fieldset>
  );
}
