import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { versionOf } from '../shared';
import provideRuntimeCore, { runtimeCore } from './provide-runtime-core';
import { borrowedRuntimeCore, RUNTIME_CORE_GLOBAL, runtimeCoreVersion } from './runtime-core-lending';

/**
 * A remote built with `externalRuntime` keeps `@module-federation/runtime` and reads every name
 * it imports from `@module-federation/runtime-core` off the object the shell lends. A name the
 * shell leaves out would be `undefined` in every remote: an upgrade of the federation packages
 * that imports a new name must fail here, not in the browser.
 */
function runtimeDistDir(): string {
  // The copy a remote bundles: the one webpack-bundler-runtime (enhanced's) imports.
  const enhanced = createRequire(__filename).resolve('@module-federation/enhanced');
  const bundlerRuntime = createRequire(enhanced).resolve('@module-federation/webpack-bundler-runtime');
  return path.dirname(createRequire(bundlerRuntime).resolve('@module-federation/runtime'));
}

function namesImportedFromCore(): Set<string> {
  const names = new Set<string>();
  const dir = runtimeDistDir();
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@module-federation\/runtime-core"/g)) {
      for (const name of match[1]!.split(',')) names.add(name.trim().split(/\s+as\s+/)[0]!);
    }
  }
  names.delete('');
  return names;
}

describe('the runtime core the shell lends to remotes', () => {
  it('has every name the bundled runtime imports from the core', () => {
    const imported = namesImportedFromCore();
    expect(imported.size).toBeGreaterThan(5);
    expect([...imported].filter((name) => !(name in runtimeCore))).toEqual([]);
  });

  it('lends real values, not undefined', () => {
    expect(Object.entries(runtimeCore).filter(([, value]) => value === undefined)).toEqual([]);
  });
});

describe('the version check a remote makes before it borrows the core', () => {
  const lent = () => (globalThis as Record<string, unknown>)[RUNTIME_CORE_GLOBAL];
  // The expression webpack writes into the remote's entry, evaluated as the entry would.
  const borrow = (version: string) => new Function(`return ${borrowedRuntimeCore('mfe_test', version)}`)() as unknown;
  afterEach(() => delete (globalThis as Record<string, unknown>)[RUNTIME_CORE_GLOBAL]);

  it("the core the shell lends is the one the remotes' runtime was built against", () => {
    const runtimeDir = path.dirname(runtimeDistDir());
    expect(versionOf('@module-federation/runtime-core', runtimeDir)).toBe(runtimeCoreVersion());
  });

  it('takes the lent core when its version is the one the remote was built with', () => {
    provideRuntimeCore({ version: '2.9.2' }).beforeInit!({ options: {} } as never);
    expect(borrow('2.9.2')).toBe(lent());
    expect((lent() as typeof runtimeCore).ModuleFederation).toBe(runtimeCore.ModuleFederation);
  });

  it('refuses another version, and a shell that lends none', () => {
    provideRuntimeCore({ version: '2.9.2' }).beforeInit!({ options: {} } as never);
    expect(() => borrow('2.10.0')).toThrow(
      'mfe_test needs the federation runtime core 2.10.0 from the shell, which lends 2.9.2',
    );
    delete (globalThis as Record<string, unknown>)[RUNTIME_CORE_GLOBAL];
    expect(() => borrow('2.9.2')).toThrow('which lends none');
  });
});
