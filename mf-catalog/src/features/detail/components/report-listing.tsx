import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, lazyPart } from '@immo237/shared/ui';

// The dialog's code comes when it is asked for: most visitors never report.
const ReportDialog = lazyPart(() =>
  import('./report-dialog').then((module) => ({ default: module.ReportDialog })),
);

/** 'Signaler cette annonce' and its dialog. */
export function ReportListing({ productId }: { productId: string }) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('report.open')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog productId={productId} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
