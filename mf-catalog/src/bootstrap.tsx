// Standalone dev harness (`pnpm --filter mf-catalog dev`): the shared providers the shell would give, and a route
// per exposed page at the path the shell mounts it on. The shell never loads this file.
import './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { initI18n } from '@immo237/shared/i18n';
import { GlobalStyle, theme } from '@immo237/shared/theme';
import { AppToaster } from '@immo237/shared/toast';
import BuyPage from './exposes/buy-page';
import FeaturedProperties from './exposes/featured-properties';
import LandPage from './exposes/land-page';
import PropertyDetailPage from './exposes/property-detail-page';
import PropertyRedirect from './exposes/property-redirect';
import RentPage from './exposes/rent-page';
import SearchPage from './exposes/search-page';
import { HarnessLayout, HomeFrame } from './harness/harness-layout';

initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <AppToaster />
      <BrowserRouter>
        <Routes>
          <Route element={<HarnessLayout />}>
            <Route
              index
              element={
                <HomeFrame>
                  <FeaturedProperties />
                </HomeFrame>
              }
            />
            <Route path="acheter" element={<BuyPage />} />
            <Route path="louer" element={<RentPage />} />
            <Route path="terrains" element={<LandPage />} />
            <Route path="search" element={<SearchPage />} />
            <Route path="properties" element={<SearchPage />} />
            <Route path="details/:slug" element={<PropertyDetailPage />} />
            <Route path="property/:id" element={<PropertyRedirect />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </ThemeProvider>
  </StrictMode>,
);
