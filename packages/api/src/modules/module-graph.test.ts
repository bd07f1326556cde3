import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { apiModules } from '.';
import { findCycles, readModuleGraph } from './module-graph';

const graph = readModuleGraph(fileURLToPath(new URL('.', import.meta.url)));

describe('API modules', () => {
  it('import each other without a cycle', () => {
    assert.deepEqual(findCycles(graph), []);
  });

  it('finds a cycle when there is one', () => {
    const withCycle = new Map([...graph, ['users', new Set([...graph.get('users')!, 'recurring-givings'])]]);
    const cycles = findCycles(withCycle);
    assert.ok(
      cycles.some((cycle) => cycle.includes('users') && cycle.includes('recurring-givings')),
      String(cycles),
    );
  });

  it('are all in the list, each after the modules it needs, which are the ones it imports', () => {
    assert.deepEqual(apiModules.map((module) => module.name).sort(), [...graph.keys()].sort());
    apiModules.forEach((module, at) => {
      assert.deepEqual([...module.needs].sort(), [...graph.get(module.name)!].sort(), `needs of ${module.name}`);
      const earlier = apiModules.slice(0, at).map((before) => before.name);
      for (const needed of module.needs) assert.ok(earlier.includes(needed), `${module.name} comes after ${needed}`);
    });
  });
});
