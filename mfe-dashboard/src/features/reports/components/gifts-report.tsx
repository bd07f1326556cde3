import { useMemo, useState } from 'react';
import type { DonorTotals, GiftsReport as Report, ReportRange } from '@church/contracts';
import { Button, formatMoney, PagedTable, RowAction, useListParams, type DataColumn } from '@church/ui';
import { useDownloadReportPdf } from '../api/download-report-pdf';
import { giftsReportPageSize, useGiftsReport } from '../api/get-gifts-report';
import { useSendTaxReceipt } from '../api/send-tax-receipt';
import { DonorDetails } from './donor-details';
import { GiftsTotals } from './gifts-totals';
import styles from './reports.module.css';

function donorColumns(givingTypes: Report['givingTypes']): DataColumn<DonorTotals>[] {
  const amount = (value: number | undefined) => <span className={styles.amount}>{value ? formatMoney(value) : '—'}</span>;
  return [
    {
      header: 'Donor',
      cell: (donor) => (
        <span className={styles.donor}>
          <span className={styles.donorName}>{donor.name}</span>
          {donor.email ? <span className={styles.muted}>{donor.email}</span> : null}
          <span className={styles.muted}>
            {donor.giftCount} {donor.giftCount === 1 ? 'gift' : 'gifts'}
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
    { header: 'Total', className: styles.amountCell, cell: (donor) => <strong>{amount(donor.total)}</strong> },
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
  const columns = useMemo(() => donorColumns(givingTypes ?? []), [givingTypes]);
  const sendingTo = receipt.isPending ? receipt.variables : undefined;

  const rowActions = (donor: DonorTotals) => (
    <span className={styles.rowActions}>
      <RowAction name={`of ${donor.name}`} onClick={() => setOpen(donor)}>
        Details
      </RowAction>
      <Button
        variant="secondary"
        disabled={!donor.email}
        title={donor.email ? undefined : 'No e-mail address on file'}
        loading={sendingTo === donor.donorKey}
        onClick={() => receipt.mutate(donor.donorKey)}
      >
        Send tax receipt<span className="ui-visually-hidden"> to {donor.name}</span>
      </Button>
    </span>
  );

  return (
    <section className={styles.report} aria-labelledby="gifts-report-title">
      <div className="ui-section-header">
        <h2 id="gifts-report-title">Gifts</h2>
        <Button variant="secondary" loading={pdf.isPending} onClick={() => pdf.mutate(range)}>
          Download gifts PDF
        </Button>
      </div>
      {data ? <GiftsTotals report={data} /> : null}
      <PagedTable
        caption="Donors"
        query={report}
        columns={columns}
        getRowId={(donor) => donor.donorKey}
        rowActions={rowActions}
        failedText="Failed to generate report"
        emptyText="No gifts in this period."
        page={page}
        pageSize={giftsReportPageSize}
        onPageChange={setPage}
        pagesLabel="Donor pages"
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
