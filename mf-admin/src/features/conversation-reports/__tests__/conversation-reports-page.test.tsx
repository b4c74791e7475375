import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AdminConversationReport } from '@immo237/shared/api';
import { resetBrowserQueryClient } from '@immo237/shared/data';
import { toast } from '@immo237/shared/toast';
import { renderRoute } from '@immo237/shared/test-utils/render-route';
import '../../../i18n';
import { decideConversationReport } from '../api/decide-conversation-report';
import { listConversationReports } from '../api/list-conversation-reports';
import { readReportedConversation } from '../api/read-reported-conversation';
import ConversationReportsPage from '../pages/conversation-reports-page';

jest.mock('../api/list-conversation-reports', () => ({ listConversationReports: jest.fn() }));
jest.mock('../api/read-reported-conversation', () => ({ readReportedConversation: jest.fn() }));
jest.mock('../api/decide-conversation-report', () => ({ decideConversationReport: jest.fn() }));

jest.setTimeout(20_000);

const report: AdminConversationReport = {
  id: 'r1',
  conversationId: 'c1',
  reason: 'advance_payment',
  detail: 'Il demande 20 000 FCFA avant la visite.',
  createdAt: '2026-11-24T10:00:00.000Z',
  listing: { id: 'p1', name: 'Studio à Akwa', slug: 'studio-akwa' },
  reporter: { id: 'u1', firstname: 'Awa', lastname: 'Mbarga', email: 'awa@example.cm' },
  reported: { id: 'u2', firstname: 'Paul', lastname: 'Ndzi', email: 'paul@example.cm', disabled: false },
  messages: 2,
};

const open = () =>
  renderRoute(<ConversationReportsPage />, {
    path: '/admin/discussions',
    url: '/admin/discussions',
    toaster: true,
  });

const card = async () =>
  within(
    (await screen.findByRole('heading', { level: 2, name: 'Studio à Akwa' })).closest('li') as HTMLElement,
  );

beforeEach(() => {
  resetBrowserQueryClient();
  jest.mocked(decideConversationReport).mockReset().mockResolvedValue();
  jest.mocked(readReportedConversation).mockReset();
});

afterEach(() => act(() => toast.remove()));

describe("'Discussions signalées'", () => {
  it('names who reported whom and why, and reads the messages only on demand', async () => {
    jest.mocked(listConversationReports).mockResolvedValue([report]);
    jest.mocked(readReportedConversation).mockResolvedValue({
      conversationId: 'c1',
      messages: [
        {
          id: 'm1',
          senderId: 'u1',
          senderName: 'Awa Mbarga',
          body: 'Bonjour, disponible ?',
          createdAt: '2026-11-24T09:00:00.000Z',
        },
        {
          id: 'm2',
          senderId: 'u2',
          senderName: 'Paul Ndzi',
          body: 'Envoyez les frais de visite.',
          createdAt: '2026-11-24T09:05:00.000Z',
        },
      ],
    });
    open();
    const item = await card();
    expect(item.getByText("Demande d'argent avant la visite")).toBeInTheDocument();
    expect(item.getByText(/^Signalée par Awa Mbarga le/)).toBeInTheDocument();
    expect(item.getByText('Personne signalée : Paul Ndzi (paul@example.cm)')).toBeInTheDocument();
    expect(item.getByText('« Il demande 20 000 FCFA avant la visite. »')).toBeInTheDocument();
    expect(item.getByText('2 messages dans la discussion')).toBeInTheDocument();
    expect(item.getByRole('link', { name: "Voir l'annonce" })).toHaveAttribute(
      'href',
      '/details/studio-akwa',
    );
    expect(readReportedConversation).not.toHaveBeenCalled();

    await userEvent.click(item.getByRole('button', { name: 'Lire la discussion' }));
    const transcript = within(await item.findByRole('region', { name: 'Messages de la discussion' }));
    expect(readReportedConversation).toHaveBeenCalledWith('r1');
    expect(transcript.getByText('Envoyez les frais de visite.')).toBeInTheDocument();
    expect(transcript.getByText('Paul Ndzi (personne signalée)')).toBeInTheDocument();
    await userEvent.click(transcript.getByRole('button', { name: 'Fermer la discussion' }));
    expect(item.queryByText('Envoyez les frais de visite.')).not.toBeInTheDocument();
    expect(item.getByRole('button', { name: 'Lire la discussion' })).toBeInTheDocument();
  });

  it('says so when the messages cannot be read', async () => {
    jest.mocked(listConversationReports).mockResolvedValue([report]);
    jest.mocked(readReportedConversation).mockRejectedValue(new Error('offline'));
    open();
    const item = await card();
    await userEvent.click(item.getByRole('button', { name: 'Lire la discussion' }));
    expect(await item.findByRole('alert')).toHaveTextContent(
      "La discussion n'a pas pu être chargée. Réessayez.",
    );
  });

  it('disables the reported account, then reads the queue again', async () => {
    jest.mocked(listConversationReports).mockResolvedValueOnce([report]).mockResolvedValueOnce([]);
    open();
    const item = await card();
    await userEvent.click(item.getByRole('button', { name: 'Désactiver le compte signalé' }));
    expect(decideConversationReport).toHaveBeenCalledWith('r1', 'disable-reported');
    expect(await screen.findByText('Aucune discussion signalée en attente.')).toBeInTheDocument();
  });

  it('dismisses; an account already disabled offers no second disabling', async () => {
    jest
      .mocked(listConversationReports)
      .mockResolvedValue([{ ...report, reported: { ...report.reported, disabled: true } }]);
    open();
    const item = await card();
    expect(item.getByText('Compte désactivé')).toBeInTheDocument();
    expect(item.queryByRole('button', { name: 'Désactiver le compte signalé' })).not.toBeInTheDocument();
    await userEvent.click(item.getByRole('button', { name: 'Classer sans suite' }));
    expect(decideConversationReport).toHaveBeenCalledWith('r1', 'dismiss');
  });
});
