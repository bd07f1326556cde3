import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of each page of a PDF, as a reader would copy it: how tests check what a generated
 * PDF says without trusting our own writer. Lines are joined with newlines.
 */
export async function pdfPagesText(pdf: Uint8Array): Promise<string[]> {
  // A copy: pdf.js takes ownership of (detaches) the buffer it is given.
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('');
    pages.push(text);
  }
  await document.destroy();
  return pages;
}

export async function pdfText(pdf: Uint8Array): Promise<string> {
  return (await pdfPagesText(pdf)).join('\n');
}
