import path from 'node:path';
import { sharedSingletons } from './shared';

const repo = path.resolve(__dirname, '../../..');
const memberAreaLibraries = ['luxon'];

// The member areas' date library reaches the browser once, and never on the first visit.
describe('sharedSingletons', () => {
  it.each(['mfe-giving', 'mfe-account', 'mfe-dashboard', 'mfe-plans'])('%s shares luxon', (app) => {
    expect(Object.keys(sharedSingletons(path.join(repo, app)))).toEqual(expect.arrayContaining(memberAreaLibraries));
  });

  it.each(['shell', 'mfe-public'])('%s, on the first visit, shares neither', (app) => {
    const shared = Object.keys(sharedSingletons(path.join(repo, app)));
    expect(shared).toContain('react');
    for (const library of memberAreaLibraries) expect(shared).not.toContain(library);
  });
});
