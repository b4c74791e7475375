/**
 * @immo237/shared/api as the shell's tests replace it when the user menu asks for the unread messages: none, and no
 * request leaves the test. jest.mock's factory is hoisted above the imports, so it loads this module itself:
 * `jest.mock('@immo237/shared/api', () => jest.requireActual('…/test/api-mock').apiWithoutUnread())`
 */
export function apiWithoutUnread() {
  return {
    ...jest.requireActual('@immo237/shared/api'),
    getUnreadConversations: jest.fn(() => Promise.resolve(0)),
  };
}
