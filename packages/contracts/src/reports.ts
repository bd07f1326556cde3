import * as v from 'valibot';
import { daySchema } from './date-inputs';
import { pageSizes } from './page-sizes';
import { countedPageSchema, MAX_SKIP } from './paging';

// Reports (spec sections 1, 7 'Reports', 8, 9): events and gifts by days, tax receipts and the
// year-end statements. Days are YYYY-MM-DD on the church's calendar, both included.

export const reportMessages = {
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  dateInvalid: 'Date is invalid',
  startAfterEnd: 'Start date cannot be after end date',
  pdfFailed: 'Failed to generate pdf report',
  reportFailed: 'Failed to generate report',
  taxReceiptSent: 'Tax receipt email has been delivered to user!',
  donorNotFound: 'Donor has no gifts in this period',
  donorWithoutEmail: 'This donor has no e-mail address',
  yearInvalid: 'Year is invalid',
  jobRunning: 'Year-end statements are already being sent for this year',
  jobNotFound: 'Job not found',
} as const;

const day = (required: string) => daySchema({ required, invalid: reportMessages.dateInvalid });

const rangeEntries = {
  startDate: day(reportMessages.startRequired),
  endDate: day(reportMessages.endRequired),
};

/** Start not after end, said on endDate (the field a user corrects); days compare as text. */
const startNotAfterEnd = (range: { startDate: string; endDate: string }) => range.startDate <= range.endDate;

/** Both days required, start not after end: the report form and every report call. */
export const ReportRangeSchema = v.pipe(
  v.object(rangeEntries),
  v.forward(v.partialCheck([['startDate'], ['endDate']], startNotAfterEnd, reportMessages.startAfterEnd), ['endDate']),
);
export type ReportRange = v.InferOutput<typeof ReportRangeSchema>;

/** 'gifts-2026-01-01-to-2026-03-31.pdf': a download named from its days. */
export function reportFileName(kind: 'events' | 'gifts', range: ReportRange, extension = 'pdf'): string {
  return `${kind}-${range.startDate}-to-${range.endDate}.${extension}`;
}

// ---- Events report -------------------------------------------------------------------------

export const ReportEventSchema = v.object({
  id: v.number(),
  title: v.string(),
  location: v.string(),
  groupName: v.nullable(v.string()),
  /** ISO 8601 instants. */
  startDate: v.string(),
  endDate: v.string(),
});
export type ReportEvent = v.InferOutput<typeof ReportEventSchema>;

/** POST /api/events/report-html: the events starting within the days, by month of the church's calendar. */
export const EventsReportSchema = v.object({
  timeZone: v.string(),
  months: v.array(
    v.object({
      /** YYYY-MM. */
      month: v.string(),
      events: v.array(ReportEventSchema),
    }),
  ),
});
export type EventsReport = v.InferOutput<typeof EventsReportSchema>;

// ---- Gifts report --------------------------------------------------------------------------

const AmountByTypeSchema = v.object({ givingTypeId: v.number(), amount: v.number() });

/** A donor: a member, or the e-mail (else the name) anonymous and offline gifts were given under. */
export const DonorTotalsSchema = v.object({
  /** Opaque; names the donor in report-details and tax-receipt. */
  donorKey: v.string(),
  name: v.string(),
  email: v.nullable(v.string()),
  giftCount: v.number(),
  byType: v.array(AmountByTypeSchema),
  total: v.number(),
});
export type DonorTotals = v.InferOutput<typeof DonorTotalsSchema>;

export const GiftTotalsSchema = v.object({
  byType: v.array(AmountByTypeSchema),
  online: v.number(),
  offline: v.number(),
  overall: v.number(),
});
export type GiftTotals = v.InferOutput<typeof GiftTotalsSchema>;

/** POST /api/givings/report-html: 8 donors a page, and the whole period's totals. */
export const GiftsReportSchema = v.object({
  ...countedPageSchema(DonorTotalsSchema).entries,
  givingTypes: v.array(v.object({ id: v.number(), name: v.string() })),
  totals: GiftTotalsSchema,
});
export type GiftsReport = v.InferOutput<typeof GiftsReportSchema>;

const bodyNumber = (name: string, fallback: number, max: number) =>
  v.optional(
    v.pipe(
      v.number(`${name} must be a number`),
      v.integer(`${name} must be a whole number`),
      v.minValue(0),
      v.maxValue(max),
    ),
    fallback,
  );

export const GiftsReportQuerySchema = v.pipe(
  v.object({
    ...rangeEntries,
    skip: bodyNumber('skip', 0, MAX_SKIP),
    take: bodyNumber('take', pageSizes.givingsReport, 50),
  }),

  v.forward(v.partialCheck([['startDate'], ['endDate']], startNotAfterEnd, reportMessages.startAfterEnd), ['endDate']),
);
export type GiftsReportQuery = v.InferOutput<typeof GiftsReportQuerySchema>;

/** report-details and tax-receipt: one donor in the days. */
export const DonorReportQuerySchema = v.pipe(
  v.object({
    ...rangeEntries,
    donorKey: v.pipe(v.string('Donor is required'), v.nonEmpty('Donor is required'), v.maxLength(300)),
  }),

  v.forward(v.partialCheck([['startDate'], ['endDate']], startNotAfterEnd, reportMessages.startAfterEnd), ['endDate']),
);
export type DonorReportQuery = v.InferOutput<typeof DonorReportQuerySchema>;

export const DonorGiftSchema = v.object({
  /** The designation's id. */
  id: v.number(),
  /** ISO 8601, when it was paid. */
  paidAt: v.string(),
  givingTypeName: v.string(),
  amount: v.number(),
  /** 'Card', 'Cash', 'Check #1042', 'Mail'. */
  method: v.string(),
});
export type DonorGift = v.InferOutput<typeof DonorGiftSchema>;

/** POST /api/givings/report-details: one donor's paid, unrefunded gifts, oldest first. */
export const DonorReportSchema = v.object({
  donor: v.object({
    donorKey: v.string(),
    name: v.string(),
    email: v.nullable(v.string()),
    address: v.nullable(v.string()),
  }),
  gifts: v.array(DonorGiftSchema),
  total: v.number(),
});
export type DonorReport = v.InferOutput<typeof DonorReportSchema>;

/** POST /api/givings/tax-receipt answers where the statement went. */
export const TaxReceiptSentSchema = v.object({ sentTo: v.string() });

// ---- Year-end statements -------------------------------------------------------------------

export const StatementYearSchema = v.pipe(
  v.number(reportMessages.yearInvalid),
  v.integer(reportMessages.yearInvalid),
  v.minValue(2000, reportMessages.yearInvalid),
  v.maxValue(2100, reportMessages.yearInvalid),
);

export const StartStatementsSchema = v.object({ year: StatementYearSchema });

export const statementJobStatuses = ['running', 'done', 'failed'] as const;

/** A year-end run: every donor of the year gets a statement once, however often it runs. */
export const StatementJobSchema = v.object({
  id: v.number(),
  year: v.number(),
  status: v.picklist(statementJobStatuses),
  /** Donors of the year. */
  total: v.number(),
  /** Donors handled so far (sent, already sent before, or without an e-mail). */
  processed: v.number(),
  sent: v.number(),
  alreadySent: v.number(),
  withoutEmail: v.number(),
  /** ISO 8601. */
  createdAt: v.string(),
  finishedAt: v.nullable(v.string()),
});
export type StatementJob = v.InferOutput<typeof StatementJobSchema>;

/** GET /api/givings/year-end-statements?year=: the year's latest run, or null. */
export const StatementJobQuerySchema = v.object({
  year: v.pipe(
    v.string(reportMessages.yearInvalid),
    v.regex(/^\d{4}$/, reportMessages.yearInvalid),
    v.transform(Number),
  ),
});
export const LatestStatementJobSchema = v.nullable(StatementJobSchema);

export const StatementJobParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, reportMessages.jobNotFound), v.transform(Number)),
});

/** 'statements-2025.zip'. */
export const statementsZipName = (year: number) => `statements-${year}.zip`;

// ---- A member's own statement ----------------------------------------------------------------

/**
 * GET /api/givings/statement/current?year=: what the member's year-end statement of that year
 * counts (paid gifts not refunded, days of the church's calendar), in dollars.
 */
export const OwnYearTotalSchema = v.object({ year: v.number(), total: v.number() });
export type OwnYearTotal = v.InferOutput<typeof OwnYearTotalSchema>;
