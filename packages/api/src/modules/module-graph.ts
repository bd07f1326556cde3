import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** module name -> the modules its files import at run time (type-only imports are erased). */
export type ModuleGraph = Map<string, Set<string>>;

const IMPORT = /^(import|export)\s+(type\s+)?([^'";]*?)\s*from\s+'(\.[^']+)'/gm;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const file = path.join(folder, entry);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return file.endsWith('.ts') && !file.endsWith('.test.ts') ? [file] : [];
  });
}

/** Reads the imports between the folders of `modulesDir` (tests left out: nothing imports them). */
export function readModuleGraph(modulesDir: string): ModuleGraph {
  const graph: ModuleGraph = new Map();
  const modules = readdirSync(modulesDir).filter((entry) => statSync(path.join(modulesDir, entry)).isDirectory());
  for (const module of modules) {
    const needs = new Set<string>();
    for (const file of sourceFiles(path.join(modulesDir, module))) {
      for (const [, , typeOnly, names, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const onlyTypes = typeOnly || /^\{\s*(type\s+[\w$]+(\s+as\s+[\w$]+)?\s*,?\s*)+\}$/.test(names ?? '');
        if (onlyTypes) continue;
        const target = path.relative(modulesDir, path.resolve(path.dirname(file), specifier!)).split(path.sep)[0]!;
        if (target !== module && modules.includes(target)) needs.add(target);
      }
    }
    graph.set(module, needs);
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the path that closes it (a -> b -> a). */
export function findCycles(graph: ModuleGraph): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const walk = (module: string, trail: string[]) => {
    const at = trail.indexOf(module);
    if (at >= 0) return void cycles.push([...trail.slice(at), module]);
    if (done.has(module)) return;
    for (const next of graph.get(module) ?? []) walk(next, [...trail, module]);
    done.add(module);
  };
  for (const module of graph.keys()) walk(module, []);
  return cycles;
}
