import type { ReactNode } from 'react';
import { PageLayout as SharedPageLayout } from '@immo237/shared/layout';
import { RELEASE } from '../release';

/** Every catalogue page: the site's page frame (@immo237/shared/layout), wide for card grids, with this release. */
export function PageLayout(props: { title: string; lead?: string; children?: ReactNode }) {
  return <SharedPageLayout {...props} width="wide" release={RELEASE} />;
}
