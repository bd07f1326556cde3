// Which libraries a built script carries: its source map names the source of every generated
// span, so the bytes of each span count for the library the source belongs to.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Libraries the size report follows per app: each should reach the browser once. */
export const trackedLibraries = {
  luxon: /\/luxon@|\/node_modules\/luxon\//,
  table: /\/@tanstack\+(react-table|table-core|react-store|store)@/,
  ui: /\/packages\/ui\/src\//,
} as const;

export type Library = keyof typeof trackedLibraries;
export type LibraryBytes = Record<Library, number>;

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The first field (generated column) and second (source index) of each segment, as deltas. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = base64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

function libraryOf(source: string): Library | undefined {
  return (Object.keys(trackedLibraries) as Library[]).find((library) => trackedLibraries[library].test(source));
}

export function noLibraryBytes(): LibraryBytes {
  return { luxon: 0, table: 0, ui: 0 };
}

/** Raw bytes of `file` generated from each tracked library (zero when the file has no map). */
export function libraryBytes(dir: string, file: string): LibraryBytes {
  const bytes = noLibraryBytes();
  const mapFile = path.join(dir, `${file}.map`);
  if (!existsSync(mapFile)) return bytes;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
  const lines = readFileSync(path.join(dir, file), 'utf8').split('\n');
  const libraries = map.sources.map(libraryOf);
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    const length = lines[index]?.length ?? 0;
    let column = 0;
    const spans: { column: number; source: number }[] = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) source += sourceDelta;
      // Segments without a source (generated glue) belong to no library.
      spans.push({ column, source: sourceDelta === undefined ? -1 : source });
    }
    spans.forEach((span, i) => {
      const library = span.source >= 0 ? libraries[span.source] : undefined;
      if (library) bytes[library] += (spans[i + 1]?.column ?? length) - span.column;
    });
  });
  return bytes;
}
