import { useTranslation } from 'react-i18next';
import { Badge, VisuallyHidden } from '@immo237/shared/ui';

/**
 * A count of unread messages (beside the menu's 'Discussions', on a thread of the list): '3' on screen (99+ past
 * that), '3 messages non lus' for a screen reader.
 */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation('profile');
  if (count <= 0) return null;
  return (
    <>
      {' '}
      <Badge tone="primary" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </Badge>
      <VisuallyHidden>{t('discussions.unread', { count })}</VisuallyHidden>
    </>
  );
}
