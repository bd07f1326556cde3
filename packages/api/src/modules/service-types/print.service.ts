import { planAttachmentMessages, type Language } from '@church/contracts';
import type { RunInTransaction } from '../../db/transaction';
import { HttpError } from '../../lib/http-error';
import { localeFor } from '../../lib/i18n';
import { planHtml } from './print.html';
import { printedPlan, type PrintedPlan } from './print.layout';
import { planPdf } from './print.pdf';
import type { PrintRepository } from './print.repository';

export interface PrintServiceOptions {
  print: PrintRepository;
  transaction: RunInTransaction;
  /** CHURCH_TIME_ZONE: the dates on the printout are the church's. */
  timeZone: string;
  now: () => Date;
}

export type PrintService = ReturnType<typeof createPrintService>;

/** A printout is a file named after the plan. */
export interface Printout {
  fileName: string;
  body: Buffer | string;
}

export function createPrintService({ print, transaction, timeZone, now }: PrintServiceOptions) {
  const load = async (serviceTypeId: number, language: Language): Promise<PrintedPlan> => {
    const plan = await transaction((tx) => print.plan(serviceTypeId, tx));
    if (!plan) throw new HttpError(404, [planAttachmentMessages.serviceTypeNotFound]);
    return printedPlan(plan, localeFor(language, timeZone), now());
  };

  return {
    /** In the requester's `language`. */
    async pdf(serviceTypeId: number, language: Language): Promise<Printout> {
      const plan = await load(serviceTypeId, language);
      return { fileName: `${plan.title}.pdf`, body: await planPdf(plan) };
    },
    async html(serviceTypeId: number, language: Language): Promise<Printout> {
      const plan = await load(serviceTypeId, language);
      return { fileName: `${plan.title}.html`, body: planHtml(plan) };
    },
  };
}
