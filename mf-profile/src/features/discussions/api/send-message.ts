// The reply box's call lives in @immo237/shared/api: the outbox sends a reply written offline with it too.
export { sendMessage } from '@immo237/shared/api';
