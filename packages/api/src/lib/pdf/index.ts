export { ensureSpace, pdfHeading, pdfLayout, renderPdf, type PdfDoc, type PdfFrame } from './pdf-document';
export { pdfTable, type PdfColumn, type PdfTableOptions } from './pdf-table';
export { attachmentDisposition } from './attachment-disposition';
