import type { Queryable } from '../lib/db.js';
import {
  appendMessage,
  hasConversations,
  markRead,
  openConversation,
  publicListingsOf,
} from '../repositories/conversations.js';

/** Who writes in a demo discussion: the listing's owner or the member who wrote about it. */
type Side = 'owner' | 'seeker';

interface DemoConversation {
  /** The listing's owner and the seeker, as account ids. */
  owner: string;
  seeker: string;
  /** Each message: who, how many hours ago, what. */
  messages: [Side, number, string][];
  /** Whether the demo account has read the last messages (false leaves them unread, for the badge). */
  readByDemo: boolean;
}

/**
 * Discussions of the demo account, so that 'Discussions' shows something on a fresh start: two about other members'
 * listings (the demo account as the seeker) and two about its own (as the owner), some with messages it has not
 * read. Runs in the seed's transaction `tx`, after the listings; once only (nothing when the account has any).
 */
export async function seedDemoConversations(
  tx: Queryable,
  people: { demoId: string; ownerId: string; agentIds: string[] },
): Promise<void> {
  const { demoId, ownerId, agentIds } = people;
  if (await hasConversations(tx, demoId)) return;
  const agent = agentIds[0];
  const otherAgent = agentIds[1] ?? agent;
  if (!agent || !otherAgent) return;

  const plan: DemoConversation[] = [
    {
      owner: agent,
      seeker: demoId,
      readByDemo: false,
      messages: [
        ['seeker', 50, 'Bonjour, ce bien est-il toujours disponible ? Je souhaiterais organiser une visite.'],
        ['owner', 48, 'Bonjour, oui il est disponible. Je peux vous le faire visiter samedi matin à 10 h.'],
        ['seeker', 47, 'Samedi 10 h me convient. Faut-il prévoir des frais de visite ?'],
        [
          'owner',
          3,
          'Non, la visite est gratuite. Je vous attends devant l’entrée, appelez-moi en arrivant.',
        ],
      ],
    },
    {
      owner: ownerId,
      seeker: demoId,
      readByDemo: true,
      messages: [
        ['seeker', 120, 'Bonsoir, le prix est-il négociable pour un paiement en une fois ?'],
        ['owner', 100, 'Bonsoir, on peut en discuter lors de la visite. Quand êtes-vous disponible ?'],
      ],
    },
    {
      owner: demoId,
      seeker: ownerId,
      readByDemo: false,
      messages: [
        ['seeker', 30, 'Bonjour, combien de mois d’avance demandez-vous pour ce logement ?'],
        ['owner', 28, 'Bonjour, six mois d’avance et deux mois de caution.'],
        ['seeker', 2, 'Merci. L’eau et l’électricité sont-elles comprises dans le loyer ?'],
      ],
    },
    {
      owner: demoId,
      seeker: otherAgent,
      readByDemo: false,
      messages: [
        ['seeker', 6, 'Bonjour, un de mes clients est intéressé. Acceptez-vous les visites en semaine ?'],
        ['seeker', 5, 'Il pourrait passer mercredi en fin d’après-midi, vers 17 h.'],
      ],
    },
  ];

  const taken = new Set<string>();
  const now = Date.now();
  for (const discussion of plan) {
    const listing = (await publicListingsOf(tx, [discussion.owner], 10)).find((l) => !taken.has(l.id));
    if (!listing) continue;
    taken.add(listing.id);
    const first = discussion.messages[0]!;
    const opened = await openConversation(
      tx,
      listing.id,
      discussion.owner,
      discussion.seeker,
      new Date(now - first[1] * 3600_000),
    );
    for (const [side, hoursAgo, body] of discussion.messages) {
      const sender = side === 'owner' ? discussion.owner : discussion.seeker;
      await appendMessage(tx, opened.id, sender, body, new Date(now - hoursAgo * 3600_000));
    }
    if (discussion.readByDemo) await markRead(tx, opened.id, demoId);
  }
}
