import { useTranslation } from 'react-i18next';
import { ApiError, CONVERSATION_REPORT_REASONS } from '@immo237/shared/api';
import { ReportDialog as ReasonsDialog } from '@immo237/shared/ui';
import { reportConversation } from '../api/report-conversation';
import { refusal } from '../refusal';

// The most characters the API keeps of the details.
const DETAIL_MAX = 1000;

interface ReportDialogProps {
  conversationId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Signaler cette conversation': a reason (required) and optional details, sent to the moderators, then a
 * confirmation. A refusal keeps what was chosen and typed; a second report of the same thread is refused (409).
 */
export function ReportDialog({ conversationId, open, onClose }: ReportDialogProps) {
  const { t } = useTranslation('profile');
  return (
    <ReasonsDialog
      open={open}
      onClose={onClose}
      reasons={CONVERSATION_REPORT_REASONS}
      reasonLabel={(reason) => t(`discussions.report.reasons.${reason}`)}
      texts={{
        title: t('discussions.report.title'),
        intro: t('discussions.report.intro'),
        legend: t('discussions.report.legend'),
        detail: t('discussions.report.detail'),
        submit: t('discussions.report.submit'),
        cancel: t('discussions.report.cancel'),
        close: t('discussions.report.close'),
        sent: t('discussions.report.sent'),
        reasonRequired: t('discussions.report.reasonRequired'),
      }}
      detailName="detail"
      detailMax={DETAIL_MAX}
      send={(reason, detail) => reportConversation(conversationId, { reason, ...(detail ? { detail } : {}) })}
      failure={(error) =>
        error instanceof ApiError && error.status === 409
          ? { message: t('discussions.report.already'), final: true }
          : // A 429 and the like come with the API's French words; a failure without an answer gets ours.
            { message: refusal(error, t('discussions.report.failed')), final: false }
      }
    />
  );
}
