import { useSearchParams } from 'react-router';
import { parseErrorStatus } from './error-status';
import { StatusScreen } from './status-screen';

/** Route `/error`: the status comes from `?status=` (or `?code=`), e.g. /error?status=503; else the default screen. */
export function ErrorPage() {
  const [searchParams] = useSearchParams();
  const status = parseErrorStatus(searchParams.get('status') ?? searchParams.get('code'));
  return <StatusScreen status={status} />;
}

/** Routes `/404` and every unknown path. */
export function NotFoundPage() {
  return <StatusScreen status={404} />;
}
