import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '@immo237/shared/theme';
import { Button, ButtonLink, Drawer, useHydrated } from '@immo237/shared/ui';
import { LARGE_SCREEN, useMediaQuery } from '../hooks/use-media-query';

/** The fragment that opens the filters without JavaScript (the panel is the URL's :target). */
const FRAGMENT = 'filtres';

const Aside = styled.aside`
  align-self: start;
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

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

/**
 * The panel of a page drawn by the server, before (or without) JavaScript: the aside from 1024 px; below, a
 * drawer hidden until 'Filtres' (a link to #filtres) makes it the URL's target, closed by a link to #.
 */
const StaticSheet = styled(Aside)`
  display: none;

  &:target {
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
  }

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

const SheetHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

interface FilterPanelProps {
  /** The filter fields (the same element in the drawer and in the fixed panel). */
  children: ReactNode;
  onReset: () => void;
  /** Enter in a field: the typed filters apply at once (without JavaScript the form is sent instead). */
  onSubmit: () => void;
}

/**
 * A slide-in drawer (20rem) on small screens, opened by 'Filtres' and closed by its close button
 * or by 'Réinitialiser'; a fixed panel from 1024 px. Only one of the two is mounted, so every field exists
 * once in the page (one label, one id). The fields are a GET form to the page's own address whose names are the
 * URL's parameters: without JavaScript, 'Appliquer les filtres' sends it and the server draws the results, and
 * the drawer opens and closes with links (CSS :target). With JavaScript the filters apply as they change, and
 * 'Appliquer les filtres' (or Enter) applies typed text at once and closes the drawer.
 */
export function FilterPanel({ children, onReset, onSubmit }: FilterPanelProps) {
  const { t } = useTranslation('catalog');
  // The page's own address with the router's base (the page's language): where the form goes without a script.
  const action = useHref(useLocation().pathname);
  const hydrated = useHydrated();
  const large = useMediaQuery(LARGE_SCREEN);
  const [open, setOpen] = useState(false);

  // Someone who opened the filters before the scripts arrived finds them open in the scripted drawer.
  useEffect(() => {
    if (!hydrated || window.location.hash !== `#${FRAGMENT}`) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    if (!window.matchMedia?.(LARGE_SCREEN).matches) setOpen(true);
  }, [hydrated]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
    setOpen(false);
  };

  // One form in every mode: its submit button sends it without JavaScript, applies typed filters at once with it.
  const form = (reset: ReactNode) => (
    <form method="get" action={action} onSubmit={submit}>
      <Fields>
        {children}
        <Button type="submit" worksWithoutScript>
          {t('filters.apply')}
        </Button>
        {reset}
      </Fields>
    </form>
  );

  if (!hydrated) {
    return (
      <div>
        <SmallScreenOnly>
          <ButtonLink href={`#${FRAGMENT}`} variant="secondary">
            {t('filters.open')}
          </ButtonLink>
        </SmallScreenOnly>
        <StaticSheet id={FRAGMENT} aria-labelledby="catalog-filters-title">
          <SheetHeader>
            <AsideTitle id="catalog-filters-title">{t('filters.title')}</AsideTitle>
            <SmallScreenOnly>
              <a href="#">{t('filters.close')}</a>
            </SmallScreenOnly>
          </SheetHeader>
          {form(
            <ButtonLink href={action} variant="secondary">
              {t('filters.reset')}
            </ButtonLink>,
          )}
        </StaticSheet>
      </div>
    );
  }

  const reset = (
    <Button
      variant="secondary"
      onClick={() => {
        onReset();
        setOpen(false);
      }}
    >
      {t('filters.reset')}
    </Button>
  );
  if (large) {
    return (
      <Aside aria-labelledby="catalog-filters-title">
        <AsideTitle id="catalog-filters-title">{t('filters.title')}</AsideTitle>
        {form(reset)}
      </Aside>
    );
  }
  return (
    <div>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('filters.open')}
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('filters.title')}
        side="left"
        width="20rem"
        footer={reset}
      >
        {form(null)}
      </Drawer>
    </div>
  );
}
