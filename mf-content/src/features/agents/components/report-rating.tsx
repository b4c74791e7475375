import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Button, ButtonLink, lazyPart } from '@immo237/shared/ui';

// The dialog's code comes when it is asked for: most visitors never report.
const ReportRatingDialog = lazyPart(() =>
  import('./report-rating-dialog').then((module) => ({ default: module.ReportRatingDialog })),
);

/**
 * 'Signaler cet avis': a signed-in member confirms in a dialog, with an optional reason, and the rating goes to the
 * moderators' queue; a visitor is sent to sign in first, then back to this page.
 */
export function ReportRating({ ratingId, signedIn }: { ratingId: string; signedIn: boolean }) {
  const { t } = useTranslation('content');
  const location = useLocation();
  const [open, setOpen] = useState(false);

  if (!signedIn) {
    const here = `${location.pathname}${location.search}`;
    return (
      <ButtonLink as={Link} size="sm" variant="secondary" to={`/login?redirect=${encodeURIComponent(here)}`}>
        {t('agents.ratings.report.open')}
      </ButtonLink>
    );
  }
  return (
    <>
      <Button size="sm" variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('agents.ratings.report.open')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ReportRatingDialog ratingId={ratingId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
