/** The outbox's key in localStorage: a module of its own, so that code that only looks need not load the outbox. */
export const OUTBOX_KEY = 'immo237-outbox';
