import { useTranslation } from 'react-i18next';
import { ApiError, REPORT_REASONS } from '@immo237/shared/api';
import { ReportDialog as ReasonsDialog } from '@immo237/shared/ui';
import { reportProduct } from '../api/report-product';

interface ReportDialogProps {
  productId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Signaler cette annonce': a reason among six, an optional comment, sent to POST /products/{id}/report
 * with or without an account. A failure keeps what was chosen and typed; success says so and offers 'Terminé'.
 */
export function ReportDialog({ productId, open, onClose }: ReportDialogProps) {
  const { t } = useTranslation('catalog');
  return (
    <ReasonsDialog
      open={open}
      onClose={onClose}
      reasons={REPORT_REASONS}
      reasonLabel={(reason) => t(`report.reasons.${reason}`)}
      texts={{
        title: t('report.title'),
        intro: t('report.intro'),
        legend: t('report.reasonLegend'),
        detail: t('report.comment'),
        submit: t('report.submit'),
        cancel: t('report.cancel'),
        close: t('report.close'),
        sent: t('report.success'),
        reasonRequired: t('report.reasonRequired'),
      }}
      detailName="comment"
      detailMax={1000}
      send={(reason, comment) => reportProduct(productId, { reason, ...(comment ? { comment } : {}) })}
      failure={(error) => ({
        message: t(error instanceof ApiError && error.status === 429 ? 'report.tooMany' : 'report.failure'),
        final: false,
      })}
    />
  );
}
