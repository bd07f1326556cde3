// The contract fails the typecheck of whichever side breaks it. Each case applies one change in
// memory (the working tree is never edited), type-checks a real file of the repository against
// it, and expects the error; the unchanged file checks clean, so only the change can fail it.
import path from 'node:path';
import ts from 'typescript';

const repoRoot = path.resolve(__dirname, '../../..');

// Parsed files, shared by every program below: parsing React's and the DOM's types dominates.
const parsed = new Map<string, ts.SourceFile | undefined>();

/** A change to one file, as a branch would make it: the text before and after. */
type Edit = { file: string; from: string; to: string };

/** The type errors `pnpm typecheck` would report in `file` of `project`, with `edit` applied. */
function typeErrors(project: string, file: string, edit?: Edit): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(repoRoot, project, 'tsconfig.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  })!;
  const host = ts.createCompilerHost(config.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    if (!edit || path.resolve(fileName) !== path.join(repoRoot, edit.file)) {
      if (!parsed.has(fileName)) parsed.set(fileName, getSourceFile(fileName, languageVersion, ...rest));
      return parsed.get(fileName);
    }
    const text = ts.sys.readFile(fileName)!;
    if (!text.includes(edit.from)) throw new Error(`${edit.file} no longer contains ${edit.from}`);
    return ts.createSourceFile(fileName, text.replace(edit.from, edit.to), languageVersion);
  };
  const checked = path.join(repoRoot, project, file);
  const program = ts.createProgram({ rootNames: [checked], options: config.options, host });
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(checked)).map((diagnostic) => {
    const line = diagnostic.file
      ? diagnostic.file.text.split('\n')[diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start!).line]!.trim()
      : '';
    return `${line} -> ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
  });
}

describe('the expose contract (@church/exposes)', () => {
  it('fails the remote that makes an exposed module need a prop its hosts do not pass', () => {
    expect(typeErrors('mfe-giving', 'src/expose/contract-check.ts')).toEqual([]);

    const errors = typeErrors('mfe-giving', 'src/expose/contract-check.ts', {
      file: 'mfe-giving/src/expose/giving-menu.tsx',
      from: "flow?: 'one-time' | 'recurring';",
      to: "flow: 'one-time' | 'recurring';",
    });
    expect(errors).toEqual([expect.stringMatching(/^'giving-menu': \(\) => import\('\.\/giving-menu'\),/)]);
  });

  it('fails the host whose page table names an expose the remote renamed', () => {
    expect(typeErrors('packages/areas', 'src/site-table/area-pages.ts')).toEqual([]);

    const errors = typeErrors('packages/areas', 'src/site-table/area-pages.ts', {
      file: 'packages/exposes/src/remote-exposes.ts',
      from: '    charts: areaPage,',
      to: '    statistics: areaPage,',
    });
    expect(errors).toEqual([expect.stringMatching(/^exposed: 'charts',.*"statistics"/)]);
  });

  it('fails the host that stops passing what area pages are declared to take', () => {
    expect(typeErrors('packages/areas', 'src/area-page-region.tsx')).toEqual([]);

    const errors = typeErrors('packages/areas', 'src/area-page-region.tsx', {
      file: 'packages/exposes/src/expose-kinds.ts',
      from: '  area: Area;\n',
      to: '  area: Area;\n  returnTo: string;\n',
    });
    expect(errors).toEqual([expect.stringMatching(/^props=\{\{ area \} satisfies AreaPageProps\}.*returnTo/)]);
  });
});
