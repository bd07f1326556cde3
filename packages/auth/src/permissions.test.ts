import { testSession } from '@church/testing';
import { can, isAdmin } from './permissions';

const member = (roles: string[], allowedActions: string[]) => testSession({ roles, allowedActions });

describe('permissions', () => {
  it('knows an admin by the Admin role wherever it is in the list', () => {
    expect(isAdmin(member(['Admin'], []))).toBe(true);
    expect(isAdmin(member(['Leader', 'Admin'], []))).toBe(true);
    expect(isAdmin(member(['Leader'], ['Events']))).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });

  it('lets a member do what their allowed actions name, admins everything, visitors nothing', () => {
    const leader = member(['Leader'], ['Service plans']);
    expect(can(leader, 'Service plans')).toBe(true);
    expect(can(leader, 'Reports')).toBe(false);
    expect(can(member(['Admin'], []), 'Reports')).toBe(true);
    expect(can(null, 'Events')).toBe(false);
  });
});
