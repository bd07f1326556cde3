import { ADMIN_ROLE, allowedActionNames, MEMBER_ROLE } from '@church/contracts';
import type { Seed } from '../../db/seed';
import { createRolesRepository } from './roles.repository';

export { MEMBER_ROLE };
export const MINISTRY_LEADER_ROLE = 'Ministry Leader';

/** The nine allowed actions; Admin and Ministry Leader hold all of them, Member none. */
export const rolesSeed: Seed = {
  name: 'roles/demo',
  async run(tx) {
    const repository = createRolesRepository(tx);
    await repository.insertActions(allowedActionNames, tx);
    const actionIds = (await repository.listActions(tx)).map((action) => action.id);
    for (const [name, ids] of [
      [ADMIN_ROLE, actionIds],
      [MINISTRY_LEADER_ROLE, actionIds],
      [MEMBER_ROLE, []],
    ] as const) {
      const role = (await repository.findByName(name, tx)) ?? (await repository.insert(name, tx));
      await repository.setActions(role.id, ids, tx);
    }
  },
};
