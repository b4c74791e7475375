// jest.mock factories for '@immo237/shared/api' and '@immo237/shared/toast': the shared calls the catalogue makes
// become jest.fn()s, everything else (ApiError, types) stays real. The catalogue's own calls (lib/api/, the detail
// feature's api/) are mocked by each test with jest.mock of their module.
export function apiMockFactory() {
  const actual = jest.requireActual('@immo237/shared/api');
  return {
    ...actual,
    // No known places unless a test says so: 'Ville' and 'Quartier' are then plain text fields.
    listLocations: jest.fn(() => Promise.resolve([])),
    listFavourites: jest.fn(),
    removeFavourite: jest.fn(),
  };
}

export function toastMockFactory() {
  return { toast: { error: jest.fn(), success: jest.fn(), dismiss: jest.fn() } };
}
