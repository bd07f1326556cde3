import assert from 'node:assert/strict';
import { test } from 'node:test';
import { site } from '@church/contracts';
import { pdfPagesText } from '@church/testing/pdf-text';
import { localeFor } from '../i18n';
import { attachmentDisposition } from './attachment-disposition';
import { pdfTable, renderPdf } from './index';

test('a long table breaks across pages, each with the header row, the church name and its page number', async () => {
  const rows = Array.from({ length: 120 }, (_, i) => [`Donor ${i + 1}`, `$${(i + 1) * 10}.00`]);
  const pdf = await renderPdf({ title: 'Gifts report', subtitle: 'January 2026', locale: localeFor('en') }, (doc) => {
    pdfTable(doc, {
      columns: [
        { header: 'Donor', width: 0.7 },
        { header: 'Total', width: 0.3, align: 'right' },
      ],
      rows,
      footer: ['Grand total', '$72,600.00'],
    });
  });

  assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
  const pages = await pdfPagesText(pdf);
  assert.ok(pages.length >= 3, `expected several pages, got ${pages.length}`);
  pages.forEach((text, i) => {
    assert.match(text, new RegExp(site.name));
    assert.match(text, new RegExp(`Page ${i + 1} of ${pages.length}`));
    assert.match(text, /Donor\s+Total/);
  });
  const all = pages.join('\n');
  assert.match(all, /^[\s\S]*Gifts report/);
  assert.match(all, /Donor 120\s+\$1200\.00/);
  assert.match(pages.at(-1)!, /Grand total\s+\$72,600\.00/);
});

test('downloads keep their name, in ASCII and in UTF-8', () => {
  assert.equal(
    attachmentDisposition('Sunday Service – Easter.pdf'),
    `attachment; filename="Sunday Service _ Easter.pdf"; filename*=UTF-8''Sunday%20Service%20%E2%80%93%20Easter.pdf`,
  );
});
