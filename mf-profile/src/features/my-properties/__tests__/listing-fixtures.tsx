import type { Product, ProductInput } from '@immo237/shared/api';
import { renderRoute } from '@immo237/shared/test-utils/render-route';
import { ListingModal } from '../components/listing-modal';

// What the tests of 'Mes biens' share: one listing to vary, a page of them, and the listing form opened alone.

/** An active sale in Yaoundé (Villa Bastos, 4 rooms, 300 m²); `changes` for the case at hand. */
export const listing = (changes: Partial<Product> = {}) =>
  ({
    id: 'p1',
    name: 'Villa Bastos',
    slug: 'villa-bastos',
    description: '',
    conditions: '',
    category: 'Villa',
    price: 45000000,
    currency: 'XAF',
    status: 'ACTIVE',
    stock: 1,
    image: null,
    images: [],
    features: { bedrooms: 4, bathrooms: 3, area: 300, areaUnit: 'm²' },
    location: { city: 'Yaoundé', district: 'Bastos' },
    media: [],
    tags: [],
    land_type: null,
    land_title: null,
    entry_costs: null,
    is_for_sale: true,
    ...changes,
  }) as Product;

/** The first and only page of my listings. */
export const onePage = (items: Product[]) => ({ items, total: items.length, page: 1, limit: 50 });

/** The listing form in its dialog, creating (`product` null) or editing, sending to `onSubmit`. */
export function openListingForm(
  onSubmit: (
    input: ProductInput,
    images: unknown,
    onProgress: (shares: number[]) => void,
  ) => Promise<unknown>,
  product: Product | null = null,
) {
  renderRoute(<ListingModal open product={product} errors={[]} onClose={() => {}} onSubmit={onSubmit} />, {
    toaster: true,
  });
}
