import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ButtonLink, EmptyState } from '@immo237/shared/ui';

/** The profile's lists whose empty state says `<list>.empty.title` and `.text`, with a link `.browse`. */
type BrowsableList = 'alerts' | 'discussions' | 'favorites' | 'visits' | 'recentlyViewed';

/** What a list of the profile shows when it has nothing: why, and a link to where the things it keeps are found. */
export function EmptyList({ list, browseTo }: { list: BrowsableList; browseTo: string }) {
  const { t } = useTranslation('profile');
  return (
    <EmptyState
      title={t(`${list}.empty.title`)}
      text={t(`${list}.empty.text`)}
      headingLevel="h2"
      action={
        <ButtonLink as={Link} to={browseTo}>
          {t(`${list}.empty.browse`)}
        </ButtonLink>
      }
    />
  );
}
