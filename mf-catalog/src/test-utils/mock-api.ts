// jest.mock factories for '@immo237/shared/api' and '@immo237/shared/toast': the typed calls become
// jest.fn()s, everything else (ApiError, types) stays real.
export function apiMockFactory() {
  const actual = jest.requireActual('@immo237/shared/api');
  return {
    ...actual,
    searchProducts: jest.fn(),
    // No known places unless a test says so: 'Ville' and 'Quartier' are then plain text fields.
    listLocations: jest.fn(() => Promise.resolve([])),
    getProductDetails: jest.fn(),
    sendMessageToAdmin: jest.fn(),
    reportProduct: jest.fn(),
    countContactTap: jest.fn(),
    countView: jest.fn(),
    listFavourites: jest.fn(),
    addFavourite: jest.fn(),
    removeFavourite: jest.fn(),
  };
}

export function toastMockFactory() {
  return { toast: { error: jest.fn(), success: jest.fn(), dismiss: jest.fn() } };
}
