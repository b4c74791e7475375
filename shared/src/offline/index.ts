// @immo237/shared/offline: what the site does without a connection beyond the service worker's kept pages: the
// outbox of messages written offline, and the helpers that keep pages for offline reading.
export {
  OUTBOX_KEY,
  clearOutbox,
  dismissMessage,
  failedForWantOfConnection,
  flushOutbox,
  isOffline,
  onOutboxSent,
  queueMessage,
  readOutbox,
  sendOrQueue,
  startOutbox,
  usePendingMessages,
  type OutboxItem,
  type OutboxKind,
  type OutboxResult,
  type SendOrQueued,
} from './outbox';
export { keepPagesForOffline, openKeptPageOffline } from './keep';
