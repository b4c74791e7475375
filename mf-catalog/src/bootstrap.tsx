// Standalone dev harness (`pnpm --filter mf-catalog dev`): the shared providers the shell would give, and a route
// per exposed page at the path the shell mounts it on. The shell never loads this file.
import './i18n';
import { startHarness } from '@immo237/shared/dev-harness';
import { Route } from 'react-router-dom';
import BuyPage from './exposes/buy-page';
import FeaturedProperties from './exposes/featured-properties';
import LandPage from './exposes/land-page';
import PropertyDetailPage from './exposes/property-detail-page';
import PropertyRedirect from './exposes/property-redirect';
import RentPage from './exposes/rent-page';
import SearchPage from './exposes/search-page';
import { HarnessLayout, HomeFrame } from './harness/harness-layout';

startHarness(
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
  </Route>,
);
