// The listing's message call lives in @immo237/shared/api: the outbox sends a message written offline with it too.
export { startConversation } from '@immo237/shared/api';
