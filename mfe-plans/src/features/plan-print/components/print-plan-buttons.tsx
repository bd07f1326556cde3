import { Button } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { usePrintPlan, type PrintFormat } from '../api/print-plan';
import styles from './print-plan-buttons.module.css';

interface PrintPlanButtonsProps {
  serviceTypeId: number;
  planName: string;
}

/** Downloads the plan as a PDF or as printable HTML, named after it by the API. */
export function PrintPlanButtons({ serviceTypeId, planName }: PrintPlanButtonsProps) {
  const { t } = useTranslate();
  const print = usePrintPlan();
  const pendingFormat = print.isPending ? print.variables.format : null;
  const button = (format: PrintFormat, label: string) => (
    <Button
      variant="secondary"
      loading={pendingFormat === format}
      disabled={print.isPending}
      onClick={() => print.mutate({ serviceTypeId, format })}
    >
      {label}
    </Button>
  );
  return (
    <div className={styles.buttons} role="group" aria-label={t('plans.print.group', { name: planName })}>
      {button('pdf', t('plans.print.pdf'))}
      {button('html', t('plans.print.html'))}
    </div>
  );
}
