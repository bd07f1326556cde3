import { reportMessages, type DonorTotals, type ReportRange } from '@church/contracts';
import { Button, formatDate, formatMoney, Modal, QueryView } from '@church/ui';
import { useDonorReport } from '../api/get-donor-report';
import styles from './reports.module.css';
import { useTranslate } from '../../../i18n/catalogues';

interface DonorDetailsProps {
  range: ReportRange;
  donor: DonorTotals;
  onClose: () => void;
  onSendReceipt: (donor: DonorTotals) => void;
  sending: boolean;
}

/** One donor's gifts in the period, gift by gift, with the tax receipt at hand. */
export function DonorDetails({ range, donor, onClose, onSendReceipt, sending }: DonorDetailsProps) {
  const { t } = useTranslate();
  const details = useDonorReport(range, donor.donorKey);
  return (
    <Modal title={donor.name} onClose={onClose} wide>
      <QueryView query={details} errorMessage={t(reportMessages.reportFailed)}>
        {(report) => (
          <>
            <p className={styles.muted}>
              {[report.donor.email, report.donor.address].filter(Boolean).join(' · ') || t('dashboard.reports.noContact')}
            </p>
            <table className={styles.detailsTable}>
              <caption className="ui-visually-hidden">{t('dashboard.reports.giftsOf', { name: donor.name })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('dashboard.reports.date')}</th>
                  <th scope="col">{t('dashboard.reports.givingType')}</th>
                  <th scope="col">{t('dashboard.reports.method')}</th>
                  <th scope="col" className={styles.amount}>
                    {t('dashboard.reports.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.gifts.map((gift) => (
                  <tr key={gift.id}>
                    <td>{formatDate(gift.paidAt)}</td>
                    <td>{gift.givingTypeName}</td>
                    <td>{gift.method}</td>
                    <td className={styles.amount}>
                      {formatMoney(gift.amount)}
                      {gift.fee ? ` ${t('dashboard.reports.plusFee', { fee: formatMoney(gift.fee) })}` : null}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3}>
                    {t('dashboard.reports.total')}
                  </th>
                  <td className={styles.amount}>{formatMoney(report.total)}</td>
                </tr>
              </tfoot>
            </table>
          </>
        )}
      </QueryView>
      <div className={styles.actions}>
        <Button onClick={() => onSendReceipt(donor)} loading={sending} disabled={!donor.email}>
          {t('dashboard.reports.sendTaxReceipt')}
        </Button>
      </div>
    </Modal>
  );
}
