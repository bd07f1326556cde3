import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of a downloaded PDF, page after page, as a reader would copy it. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  // A copy: pdf.js takes ownership of (detaches) the buffer it is given.
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''));
  }
  await document.destroy();
  return pages.join('\n');
}
