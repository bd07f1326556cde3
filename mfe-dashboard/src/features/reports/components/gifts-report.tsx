import { useMemo, useState } from 'react';
import { reportMessages, type DonorTotals, type GiftsReport as Report, type ReportRange } from '@church/contracts';
import { Button, formatMoney, PagedTable, RowAction, useListParams, type DataColumn } from '@church/ui';
import { useDownloadReportPdf } from '../api/download-report-pdf';
import { giftsReportPageSize, useGiftsReport } from '../api/get-gifts-report';
import { useSendTaxReceipt } from '../api/send-tax-receipt';
import { DonorDetails } from './donor-details';
import { GiftsTotals } from './gifts-totals';
import styles from './reports.module.css';
import { type translate, useTranslate } from '../../../i18n/catalogues';

function donorColumns(givingTypes: Report['givingTypes'], t: typeof translate): DataColumn<DonorTotals>[] {
  const amount = (value: number | undefined) => <span className={styles.amount}>{value ? formatMoney(value) : '—'}</span>;
  return [
    {
      header: t('dashboard.reports.donor'),
      cell: (donor) => (
        <span className={styles.donor}>
          <span className={styles.donorName}>{donor.name}</span>
          {donor.email ? <span className={styles.muted}>{donor.email}</span> : null}
          <span className={styles.muted}>
            {t('dashboard.reports.giftCount', { count: donor.giftCount })}
          </span>
        </span>
      ),
    },
    ...givingTypes.map((type) => ({
      header: type.name,
      id: `type-${type.id}`,
      className: styles.amountCell,
      cell: (donor: DonorTotals) => amount(donor.byType.find((entry) => entry.givingTypeId === type.id)?.amount),
    })),
    { header: t('dashboard.reports.total'), className: styles.amountCell, cell: (donor) => <strong>{amount(donor.total)}</strong> },
  ];
}

/** Donors of the period with their totals, 8 a page (page in the URL), the grand totals and the PDF. */
export function GiftsReport({ range }: { range: ReportRange }) {
  const { page, setPage } = useListParams({ pageSize: giftsReportPageSize });
  const report = useGiftsReport(range, page);
  const pdf = useDownloadReportPdf('gifts');
  const receipt = useSendTaxReceipt(range);
  const [open, setOpen] = useState<DonorTotals | null>(null);
  const { data } = report;
  const givingTypes = data?.givingTypes;
  const { t, language } = useTranslate();
  // `t` reads the active language: the headers are built again when it changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => donorColumns(givingTypes ?? [], t), [givingTypes, t, language]);
  const sendingTo = receipt.isPending ? receipt.variables : undefined;

  const rowActions = (donor: DonorTotals) => (
    <span className={styles.rowActions}>
      <RowAction name={t('dashboard.reports.detailsOf', { name: donor.name })} onClick={() => setOpen(donor)}>
        {t('dashboard.reports.details')}
      </RowAction>
      <Button
        variant="secondary"
        disabled={!donor.email}
        title={donor.email ? undefined : t('dashboard.reports.noEmail')}
        loading={sendingTo === donor.donorKey}
        onClick={() => receipt.mutate(donor.donorKey)}
      >
        {t('dashboard.reports.sendTaxReceipt')}
        <span className="ui-visually-hidden"> {t('dashboard.reports.toDonor', { name: donor.name })}</span>
      </Button>
    </span>
  );

  return (
    <section className={styles.report} aria-labelledby="gifts-report-title">
      <div className="ui-section-header">
        <h2 id="gifts-report-title">{t('dashboard.reports.gifts')}</h2>
        <Button variant="secondary" loading={pdf.isPending} onClick={() => pdf.mutate(range)}>
          {t('dashboard.reports.downloadGifts')}
        </Button>
      </div>
      {data ? <GiftsTotals report={data} /> : null}
      <PagedTable
        caption={t('dashboard.reports.donors')}
        query={report}
        columns={columns}
        getRowId={(donor) => donor.donorKey}
        rowActions={rowActions}
        failedText={t(reportMessages.reportFailed)}
        emptyText={t('dashboard.reports.noGifts')}
        page={page}
        pageSize={giftsReportPageSize}
        onPageChange={setPage}
        pagesLabel={t('dashboard.reports.donorPages')}
      />
      {open ? (
        <DonorDetails
          range={range}
          donor={open}
          onClose={() => setOpen(null)}
          onSendReceipt={(donor) => receipt.mutate(donor.donorKey)}
          sending={sendingTo === open.donorKey}
        />
      ) : null}
    </section>
  );
}
