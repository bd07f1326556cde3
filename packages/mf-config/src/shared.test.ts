import path from 'node:path';
import { sharedSingletons } from './shared';

const repo = path.resolve(__dirname, '../../..');
const memberAreaLibraries = ['luxon'];

// The member areas' date library reaches the browser once, and never on the first visit.
describe('sharedSingletons', () => {
  it.each(['mfe-giving', 'mfe-account', 'mfe-dashboard', 'mfe-plans'])('%s shares luxon', (app) => {
    expect(Object.keys(sharedSingletons(path.join(repo, app)))).toEqual(expect.arrayContaining(memberAreaLibraries));
  });

  it('mfe-public, on the first visit, shares none of them', () => {
    const shared = Object.keys(sharedSingletons(path.join(repo, 'mfe-public')));
    expect(shared).toContain('react');
    for (const library of memberAreaLibraries) expect(shared).not.toContain(library);
  });

  // Registered first, the shell's copy is the one area pages get, wherever they come from.
  it('the shell provides them for the areas', () => {
    expect(Object.keys(sharedSingletons(path.join(repo, 'shell')))).toEqual(
      expect.arrayContaining(memberAreaLibraries),
    );
  });
});
