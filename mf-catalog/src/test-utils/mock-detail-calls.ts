// Every call the listing's page makes, replaced by jest mocks for a test of the page: the test imports this module
// before the page (its jest.mock calls then register the mocks in that test file's module registry before any of
// the page's modules loads) and reads each one with jest.mocked(call).
jest.mock('../lib/api/get-product-details', () => ({ getProductDetails: jest.fn() }));
jest.mock('../lib/api/search-products', () => ({ searchProducts: jest.fn() }));
jest.mock('../features/detail/api/add-favourite', () => ({ addFavourite: jest.fn() }));
jest.mock('../features/detail/api/send-message-to-admin', () => ({ sendMessageToAdmin: jest.fn() }));
jest.mock('../features/detail/api/report-product', () => ({ reportProduct: jest.fn() }));
jest.mock('../features/detail/api/count-view', () => ({ countView: jest.fn() }));
jest.mock('../features/detail/api/count-contact-tap', () => ({ countContactTap: jest.fn() }));
jest.mock('../features/detail/api/start-conversation', () => ({ startConversation: jest.fn() }));
// The page's visit booking asks for the listing's free slots: none unless a test says otherwise.
jest.mock('../features/detail/api/list-visit-slots', () => ({
  listVisitSlots: jest.fn(async () => ({
    timeZone: 'Africa/Douala',
    slotMinutes: null,
    visitFee: null,
    days: [],
  })),
}));
jest.mock('../features/detail/api/request-visit', () => ({ requestVisit: jest.fn() }));
jest.mock('@immo237/shared/api', () => jest.requireActual('./mock-api').apiMockFactory());
jest.mock('@immo237/shared/toast', () => jest.requireActual('./mock-api').toastMockFactory());

export {};
