import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { listFavourites, removeFavourite } from '@immo237/shared/api';
import { useAuthStore } from '@immo237/shared/auth';
import { toast } from '@immo237/shared/toast';
import { addFavourite } from '../api/add-favourite';

/**
 * The heart of the detail page. Signed in: reads whether the listing is a favourite and toggles it on the
 * API. Anonymous: goes to /login with a redirect back to this page.
 */
export function useFavourite(productId: string) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useAuthStore((state) => state.isAuthenticated && Boolean(state.token));
  const [favourite, setFavourite] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!signedIn) {
      setFavourite(false);
      return undefined;
    }
    let current = true;
    listFavourites().then(
      (list) => {
        if (current) setFavourite(list.some((item) => item.id === productId));
      },
      () => undefined, // unknown state: the heart stays empty, a click still works
    );
    return () => {
      current = false;
    };
  }, [signedIn, productId]);

  const toggle = useCallback(async () => {
    if (!signedIn) {
      const here = `${location.pathname}${location.search}`;
      navigate(`/login?redirect=${encodeURIComponent(here)}`);
      return;
    }
    setBusy(true);
    try {
      if (favourite) await removeFavourite(productId);
      else await addFavourite(productId);
      setFavourite(!favourite);
      toast.success(t(favourite ? 'favourite.removed' : 'favourite.added'), { id: 'catalog-favourite' });
    } catch {
      toast.error(t('favourite.error'), { id: 'catalog-favourite' });
    } finally {
      setBusy(false);
    }
  }, [signedIn, favourite, productId, location, navigate, t]);

  return { favourite, busy, toggle };
}
