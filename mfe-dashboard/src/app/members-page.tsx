import type { AreaPageProps } from '@church/areas';
import { Members } from '../features/members/components/members';

/** /dashboard/members, and /account/members for holders of the Members action. */
export default function MembersPage(_props: AreaPageProps) {
  return (
    <section className="ui-page">
      <h1>Members</h1>
      <Members />
    </section>
  );
}
