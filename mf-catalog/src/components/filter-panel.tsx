import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { media } from '@immo237/shared/theme';
import { Button, ButtonLink, useDialogBehaviour, useHydrated } from '@immo237/shared/ui';
import { LARGE_SCREEN, useMediaQuery } from '../hooks/use-media-query';

/** The fragment that opens the filters without JavaScript (the panel is the URL's :target). */
const FRAGMENT = 'filtres';

const AsideTitle = styled.h2`
  margin: ${({ theme }) => `0 0 ${theme.spacing.md}`};
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

/** Shown below 1024 px only: from there the panel is always open. */
const SmallScreenOnly = styled.div`
  ${media.lg} {
    display: none;
  }
`;

/** The drawer open on a small screen: fixed against the left edge, the whole screen on phones, 20rem from 480 px. */
const openSheet = css`
  position: fixed;
  inset: 0 auto 0 0;
  /* The aside's align-self: start would size the fixed drawer to its content (box alignment applies to
     positioned boxes): taller than a phone's screen, its 'Appliquer les filtres' could not be scrolled to. */
  align-self: stretch;
  max-height: 100vh;
  z-index: ${({ theme }) => theme.zIndices.drawer};
  display: block;
  width: 100%;
  overflow-y: auto;
  border-radius: 0;
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${media.sm} {
    width: 20rem;
  }
`;

/**
 * The one panel of every mode, so that the fields the server drew are the fields the visitor keeps using once the
 * page is live (a field replaced at hydration would lose its focus and what is being typed into it). From 1024 px
 * it stands beside the results. Below, it is a drawer: before (or without) JavaScript, hidden until 'Filtres' (a
 * link to #filtres) makes it the URL's target and closed by a link to #; once live, opened and closed by buttons.
 */
const Sheet = styled.aside<{ $scripted: boolean; $open: boolean }>`
  display: none;
  align-self: start;
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${({ $scripted }) =>
    !$scripted &&
    css`
      &:target {
        ${openSheet}
      }
    `}
  ${({ $open }) => $open && openSheet}

  ${media.lg} {
    &,
    &:target {
      position: static;
      display: block;
      width: auto;
      overflow: visible;
      border-radius: ${({ theme }) => theme.radii.lg};
      background: ${({ theme }) => theme.colors.surface};
      box-shadow: none;
    }
  }
`;

/** Behind the open drawer: dims the page, and a tap on it closes the drawer. */
const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.drawer};
  background: ${({ theme }) => theme.colors.overlay};

  ${media.lg} {
    display: none;
  }
`;

const SheetHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const TITLE_ID = 'catalog-filters-title';

interface FilterPanelProps {
  /** The filter fields (the same element in the drawer and in the fixed panel). */
  children: ReactNode;
  onReset: () => void;
  /** Enter in a field: the typed filters apply at once (without JavaScript the form is sent instead). */
  onSubmit: () => void;
}

/**
 * A drawer (20rem) on small screens, opened by 'Filtres' and closed by 'Fermer les filtres', Escape, a
 * tap beside it or 'Réinitialiser'; a fixed panel from 1024 px. The fields are a GET form to the page's own
 * address whose names are the URL's parameters: without JavaScript, 'Appliquer les filtres' sends it and the
 * server draws the results, and the drawer opens and closes with links (CSS :target). With JavaScript the filters
 * apply as they change, and 'Appliquer les filtres' (or Enter) applies typed text at once and closes the drawer.
 * The page going live changes the panel's behaviour, never its elements.
 */
export function FilterPanel({ children, onReset, onSubmit }: FilterPanelProps) {
  const { t } = useTranslation('catalog');
  // The page's own address with the router's base (the page's language): where the form goes without a script.
  const action = useHref(useLocation().pathname);
  const hydrated = useHydrated();
  const large = useMediaQuery(LARGE_SCREEN);
  const [open, setOpen] = useState(false);
  const drawerOpen = hydrated && !large && open;
  const panelRef = useRef<HTMLDivElement>(null);
  // Where focus goes when the drawer opens: the field being typed in when it was already open before the page
  // went live; otherwise (null) its first control.
  const initialFocusRef = useRef<HTMLElement | null>(null);
  const close = () => setOpen(false);
  const { panelProps, backdropProps } = useDialogBehaviour({
    open: drawerOpen,
    onClose: close,
    panelRef,
    initialFocusRef,
  });

  // Someone who opened the filters before the scripts arrived finds them still open, in the scripted drawer.
  useEffect(() => {
    if (!hydrated || window.location.hash !== `#${FRAGMENT}`) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    if (window.matchMedia?.(LARGE_SCREEN).matches) return;
    const active = document.activeElement;
    initialFocusRef.current =
      active instanceof HTMLElement && panelRef.current?.contains(active) ? active : null;
    setOpen(true);
  }, [hydrated]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
    close();
  };

  const dialog = drawerOpen
    ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': TITLE_ID, tabIndex: -1, ...panelProps }
    : {};

  return (
    <div>
      <SmallScreenOnly>
        {hydrated ? (
          <Button
            variant="secondary"
            aria-haspopup="dialog"
            onClick={() => {
              initialFocusRef.current = null;
              setOpen(true);
            }}
          >
            {t('filters.open')}
          </Button>
        ) : (
          <ButtonLink href={`#${FRAGMENT}`} variant="secondary">
            {t('filters.open')}
          </ButtonLink>
        )}
      </SmallScreenOnly>
      {drawerOpen ? <Overlay data-testid="drawer-backdrop" {...backdropProps} /> : null}
      <Sheet id={FRAGMENT} aria-labelledby={TITLE_ID} $scripted={hydrated} $open={drawerOpen}>
        <div ref={panelRef} {...dialog}>
          <SheetHeader>
            <AsideTitle id={TITLE_ID}>{t('filters.title')}</AsideTitle>
            <SmallScreenOnly>
              {hydrated ? (
                <Button variant="ghost" size="sm" onClick={close}>
                  {t('filters.close')}
                </Button>
              ) : (
                <a href="#">{t('filters.close')}</a>
              )}
            </SmallScreenOnly>
          </SheetHeader>
          {/* One form in every mode: its submit button sends it without JavaScript, applies typed filters at
              once with it. */}
          <form method="get" action={action} onSubmit={submit}>
            <Fields>
              {children}
              <Button type="submit" worksWithoutScript>
                {t('filters.apply')}
              </Button>
              {hydrated ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    onReset();
                    close();
                  }}
                >
                  {t('filters.reset')}
                </Button>
              ) : (
                <ButtonLink href={action} variant="secondary">
                  {t('filters.reset')}
                </ButtonLink>
              )}
            </Fields>
          </form>
        </div>
      </Sheet>
    </div>
  );
}
