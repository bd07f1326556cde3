import { ADMIN_ROLE } from '@church/contracts';
import type { Seed } from '../../db/seed';
import type { PasswordHasher } from '../../lib/password';
import { createEnumerationsRepository } from '../enumerations';
import { createRolesRepository, MEMBER_ROLE, MINISTRY_LEADER_ROLE } from '../roles';
import { createUsersRepository } from './users.repository';

interface DemoUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: string;
  street: string;
  city: string;
  zip: string;
}

// prettier-ignore
const DEMO_USERS: DemoUser[] = [
  { email: 'admin@example.com', password: 'Admin123', firstName: 'Grace', lastName: 'Whitaker', role: ADMIN_ROLE, street: '1200 N Market St', city: 'Wichita', zip: '67214' },
  { email: 'member@example.com', password: 'Member123', firstName: 'Daniel', lastName: 'Okafor', role: MEMBER_ROLE, street: '418 SW 6th Ave', city: 'Topeka', zip: '66603' },
  { email: 'leader@example.com', password: 'Leader123', firstName: 'Ruth', lastName: 'Lindqvist', role: MINISTRY_LEADER_ROLE, street: '77 E Santa Fe St', city: 'Olathe', zip: '66061' },
  { email: 'maria.hernandez@example.com', password: 'Member123', firstName: 'María', lastName: 'Hernández', role: MEMBER_ROLE, street: '905 W Kansas Ave', city: 'Garden City', zip: '67846' },
  { email: 'james.nguyen@example.com', password: 'Member123', firstName: 'James', lastName: 'Nguyen', role: MEMBER_ROLE, street: '23 N Main St', city: 'Hutchinson', zip: '67501' },
  { email: 'abigail.brooks@example.com', password: 'Member123', firstName: 'Abigail', lastName: 'Brooks', role: MEMBER_ROLE, street: '610 Poyntz Ave', city: 'Manhattan', zip: '66502' },
  { email: 'samuel.yoder@example.com', password: 'Member123', firstName: 'Samuel', lastName: 'Yoder', role: MEMBER_ROLE, street: '140 S Santa Fe Ave', city: 'Salina', zip: '67401' },
  { email: 'esther.kim@example.com', password: 'Member123', firstName: 'Esther', lastName: 'Kim', role: MEMBER_ROLE, street: '1001 Massachusetts St', city: 'Lawrence', zip: '66044' },
  { email: 'caleb.oconnor@example.com', password: 'Member123', firstName: 'Caleb', lastName: "O'Connor", role: MEMBER_ROLE, street: '300 W 2nd Ave', city: 'Dodge City', zip: '67801' },
  { email: 'naomi.washington@example.com', password: 'Member123', firstName: 'Naomi', lastName: 'Washington', role: MEMBER_ROLE, street: '512 Commercial St', city: 'Emporia', zip: '66801' },
  { email: 'elijah.schmidt@example.com', password: 'Member123', firstName: 'Elijah', lastName: 'Schmidt', role: MEMBER_ROLE, street: '88 E 10th Ave', city: 'Hays', zip: '67601' },
];

/**
 * Confirmed demo accounts (admin, member, leader and eight more members in Kansas towns).
 * Passwords are hashed in parallel on the thread pool before the transaction writes them.
 */
export function createDemoUsersSeed(hasher: PasswordHasher): Seed {
  return {
    name: 'users/demo',
    async run(tx) {
      const kansas = (await createEnumerationsRepository(tx).listStates(tx)).find((state) => state.name === 'Kansas');
      if (!kansas) throw new Error('the states seed must run before the demo users');
      const roles = createRolesRepository(tx);
      const roleIds = new Map((await roles.listShort(tx)).map((role) => [role.name, role.id]));
      const hashes = await Promise.all(DEMO_USERS.map((user) => hasher.hash(user.password)));
      const users = createUsersRepository(tx);
      for (const [index, user] of DEMO_USERS.entries()) {
        await users.insert(
          {
            email: user.email,
            passwordHash: hashes[index] ?? '',
            firstName: user.firstName,
            lastName: user.lastName,
            phoneNumber: `+1316555${String(1000 + index * 37).padStart(4, '0')}`,
            streetAddress: user.street,
            city: user.city,
            stateId: kansas.id,
            zipCode: user.zip,
            roleId: roleIds.get(user.role) ?? null,
            emailConfirmedAt: new Date(),
          },
          tx,
        );
      }
    },
  };
}
