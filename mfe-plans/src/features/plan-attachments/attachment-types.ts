import { intlLocales, uploadFileTypes, type Language, type UploadFileKind } from '@church/contracts';
import { HTTPError } from '@church/http';

// Attachments take every type POST /api/files stores, documents first: chord charts and
// readings, then songs, pictures, clips.
const kindOrder: readonly UploadFileKind[] = ['document', 'audio', 'image', 'video'];
const attachmentTypes = [...uploadFileTypes].sort((a, b) => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind));

const extensionsOf = (type: (typeof uploadFileTypes)[number]): readonly string[] => [
  type.extension,
  ...type.otherExtensions,
];

/** The file input's `accept`: the extensions and the content types browsers give them. */
export const acceptedFiles = attachmentTypes
  .flatMap((type) => [...extensionsOf(type).map((extension) => `.${extension}`), type.contentType])
  .join(',');

// Made once per language and kind: making an Intl.ListFormat loads its locale's data, about
// 17 ms of the plan page's first drawing on a phone (decision 0110), and the list never changes.
const typeNames = new Map<string, string>();

/** 'PDF, DOCX, MP3, … and WebM' (or '… or WebM') in the page's language. */
export function attachmentTypeNames(language: Language, type: 'conjunction' | 'disjunction'): string {
  const key = `${language} ${type}`;
  let names = typeNames.get(key);
  if (names === undefined) {
    names = new Intl.ListFormat(intlLocales[language], { type }).format(attachmentTypes.map(({ label }) => label));
    typeNames.set(key, names);
  }
  return names;
}

/** Thrown before sending a file whose name and type are none of those taken. */
export class RefusedTypeError extends Error {
  constructor(readonly fileName: string) {
    super(`Not a type attachments take: ${fileName}`);
    this.name = 'RefusedTypeError';
  }
}

/**
 * Whether the browser says this is a type we take, by its name or its content type. The API
 * reads the bytes anyway; this only spares sending a file it would refuse.
 */
export function looksTaken(file: File): boolean {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  return attachmentTypes.some(
    (type) => type.contentType === file.type || (extension !== undefined && extensionsOf(type).includes(extension)),
  );
}

/** An upload refused for its type: here before sending, or by the API after reading its bytes (415). */
export const isTypeRefusal = (error: unknown) =>
  error instanceof RefusedTypeError || (error instanceof HTTPError && error.response.status === 415);
