import type { ConversationMessage, ConversationSummary } from '@immo237/shared/api';

/** A discussion as GET /conversations lists it: Awa asks about Paul's villa, unless told otherwise. */
export const conversation = (id: string, extra: Partial<ConversationSummary> = {}): ConversationSummary => ({
  id,
  role: 'SEEKER',
  listing: {
    id: `p-${id}`,
    name: 'Villa meublée à Bastos',
    slug: 'villa-meublee-bastos',
    photo: {
      id: `img-${id}`,
      url: 'https://cdn.example.cm/villa-640.webp',
      srcset: 'https://cdn.example.cm/villa-320.webp 320w, https://cdn.example.cm/villa-640.webp 640w',
      sizes: { '320': 'https://cdn.example.cm/villa-320.webp' },
    },
  },
  other: { id: 'u2', name: 'Paul E.', agentSlug: null, verified: false },
  lastMessage: {
    excerpt: 'Bonjour, la villa est-elle toujours disponible ?',
    createdAt: '2026-03-03T12:05:00.000Z',
    mine: false,
  },
  unread: 0,
  blocked: { byMe: false, byOther: false },
  closed: false,
  ...extra,
});

export const message = (id: string, body: string, mine: boolean, day = 3): ConversationMessage => ({
  id,
  body,
  createdAt: `2026-03-${String(day).padStart(2, '0')}T12:00:00.000Z`,
  senderId: mine ? 'u1' : 'u2',
  mine,
});

/** A page of messages as GET /conversations/{id}/messages answers it. */
export const messagesPage = (items: ConversationMessage[], nextBefore: string | null = null) => ({
  items,
  meta: { limit: 50, nextBefore },
});
