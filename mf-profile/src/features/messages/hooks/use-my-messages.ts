import { useEffect, useState } from 'react';
import { getMyMessages, type Paged, type ReceivedMessage } from '@immo237/shared/api';

export const MESSAGES_PER_PAGE = 10;

/** One page of the messages visitors sent about my listings (GET /user/messages, newest first). */
export function useMyMessages(page: number) {
  const [data, setData] = useState<Paged<ReceivedMessage> | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    setLoading(true);
    getMyMessages(page, MESSAGES_PER_PAGE)
      .then((result) => {
        if (!active) return;
        setData(result);
        setFailed(false);
      })
      .catch(() => active && setFailed(true))
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [page]);

  return { data, loading, failed };
}
