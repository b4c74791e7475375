import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { AppErrorBoundary } from '../errors/app-error-boundary';
import { OfflineNotice } from '../offline/offline-notice';
import { useDocumentMeta } from '../seo/use-document-meta';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { LanguageSuggestion } from './language-suggestion';
import { SkipLink } from './skip-link';
import { useScrollOnNavigation } from './use-scroll-on-navigation';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  &:focus {
    outline: none;
  }
`;

/**
 * Header, one main landmark and footer around every page; a crash inside a page keeps the frame. Header and
 * footer are Suspense boundaries of their own (nothing in them suspends): React hydrates a page drawn by the
 * server boundary by boundary, yielding to the browser in between, instead of in one long task.
 */
export function Layout() {
  const location = useLocation();
  useDocumentMeta();
  useScrollOnNavigation();
  return (
    <Page>
      <SkipLink />
      <OfflineNotice />
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      <Main id="main-content" tabIndex={-1}>
        <AppErrorBoundary resetKeys={[location.pathname]}>
          <Outlet />
        </AppErrorBoundary>
      </Main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <LanguageSuggestion />
    </Page>
  );
}
