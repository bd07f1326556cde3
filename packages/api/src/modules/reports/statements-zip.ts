import { zipSync, type Zippable } from 'fflate';
import { localeFor } from '../../lib/i18n';
import { yearRange } from './report-range';
import type { ReportsService } from './reports.service';
import { statementPdf } from './statement.pdf';

/** A file name from a donor's name, unique within the archive. */
function entryName(name: string, taken: Set<string>): string {
  const base = name.replace(/[^\w\- ]+/g, '').trim().replace(/\s+/g, '-') || 'donor';
  let candidate = `${base}.pdf`;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${base}-${n}.pdf`;
  taken.add(candidate);
  return candidate;
}

/** Every donor's statement of the year, one PDF each, in one ZIP (built on request, always current). */
export async function statementsZip(service: ReportsService, year: number): Promise<Buffer> {
  const range = yearRange(year);
  const { donors } = await service.giftsSummary(range);
  const files: Zippable = {};
  const taken = new Set<string>();
  const wording = await service.taxWording();
  for (const donor of donors) {
    // Each in its donor's language: the statements are printed to be mailed to them.
    const language = donor.email ? await service.recipientLanguage(donor.email) : 'en';
    const report = await service.donorReport(range, donor.donorKey, language);
    const pdf = await statementPdf(report, range, localeFor(language, service.timeZone), wording);
    // PDFs are compressed already: store them as they are.
    files[entryName(donor.name, taken)] = [pdf, { level: 0 }];
  }
  return Buffer.from(zipSync(files));
}
