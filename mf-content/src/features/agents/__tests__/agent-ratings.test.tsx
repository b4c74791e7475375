// The remote's texts, registered by its exposed modules in the site.
import '../../../i18n';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ApiError, type AdvertiserRatings, type Rating } from '@immo237/shared/api';
import { useAuthStore } from '@immo237/shared/auth';
import { browserQueryClient, resetBrowserQueryClient } from '@immo237/shared/data';
import { initI18n } from '@immo237/shared/i18n';
import { theme } from '@immo237/shared/theme';
import { renderRoute } from '@immo237/shared/test-utils/render-route';
import { agentRatingsQuery } from '../api/agent-queries';
import { answerRating } from '../api/answer-rating';
import { reportRating } from '../api/report-rating';
import { AgentRatings } from '../components/agent-ratings';

jest.mock('../api/answer-rating', () => ({ answerRating: jest.fn() }));
jest.mock('../api/report-rating', () => ({ reportRating: jest.fn() }));
jest.mock('../api/get-agent-ratings', () => ({
  getAgentRatings: jest.fn(() => new Promise(() => undefined)),
}));
jest.setTimeout(20_000);

const SLUG = 'ibrahim-oumarou';
const AGENT_ID = 'agent-1';

const rating = (id: string, fields: Partial<Rating> = {}): Rating => ({
  id,
  stars: 4,
  comment: 'Visite claire, documents présentés.',
  visitMonth: '2026-12',
  createdAt: '2026-12-13T10:00:00.000Z',
  raterName: 'Aïcha M.',
  answer: null,
  answeredAt: null,
  ...fields,
});

const RATINGS: AdvertiserRatings = {
  advertiserId: AGENT_ID,
  count: 2,
  average: null,
  items: [
    rating('r1'),
    rating('r2', {
      raterName: 'Paul N.',
      comment: 'Ponctuel.',
      answer: 'Merci pour votre visite.',
      answeredAt: '2026-12-14T10:00:00.000Z',
    }),
  ],
};

const signIn = (id: string) =>
  act(() => useAuthStore.getState().login({ id, email: `${id}@example.cm` } as never, 'token'));

const open = () =>
  renderRoute(<AgentRatings slug={SLUG} />, {
    path: '/agents/:slug',
    url: `/agents/${SLUG}`,
    queryData: [[agentRatingsQuery(SLUG).queryKey, RATINGS]],
    showLocation: true,
    routes: [{ path: '/login', element: <p>Page de connexion</p> }],
  });

/** The list item of the rating whose comment is `comment`. */
const item = (comment: string) => within(screen.getByText(comment).closest('li') as HTMLElement);

beforeEach(() => {
  jest.mocked(answerRating).mockReset();
  jest.mocked(reportRating).mockReset();
});
afterEach(() => act(() => useAuthStore.getState().logout()));

describe("'Avis après visite' for the rated advertiser", () => {
  it('answers a rating once: the answer shows under it, and a rating already answered offers nothing', async () => {
    signIn(AGENT_ID);
    jest
      .mocked(answerRating)
      .mockResolvedValue(
        rating('r1', { answer: 'Merci, à bientôt.', answeredAt: '2026-12-15T10:00:00.000Z' }),
      );
    open();
    const answered = item('Ponctuel.');
    expect(answered.queryByRole('button', { name: 'Répondre' })).not.toBeInTheDocument();
    expect(answered.queryByRole('button', { name: 'Signaler cet avis' })).not.toBeInTheDocument();

    const first = item('Visite claire, documents présentés.');
    expect(first.queryByRole('button', { name: 'Signaler cet avis' })).not.toBeInTheDocument();
    await userEvent.click(first.getByRole('button', { name: 'Répondre' }));
    const field = first.getByRole('textbox', { name: 'Votre réponse' });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('maxLength', '1000');
    await userEvent.type(field, '  Merci, à bientôt.  ');
    await userEvent.click(first.getByRole('button', { name: 'Publier la réponse' }));

    expect(answerRating).toHaveBeenCalledWith('r1', 'Merci, à bientôt.');
    expect(await first.findByText("Réponse de l'annonceur : Merci, à bientôt.")).toHaveFocus();
    expect(first.queryByRole('textbox', { name: 'Votre réponse' })).not.toBeInTheDocument();
    expect(first.queryByRole('button', { name: 'Répondre' })).not.toBeInTheDocument();
  });

  it('asks for a text, and keeps what was typed when the answer fails', async () => {
    signIn(AGENT_ID);
    jest
      .mocked(answerRating)
      .mockRejectedValue(new ApiError({ code: 'NETWORK_ERROR', isNetworkError: true }));
    open();
    const first = item('Visite claire, documents présentés.');
    await userEvent.click(first.getByRole('button', { name: 'Répondre' }));
    await userEvent.click(first.getByRole('button', { name: 'Publier la réponse' }));
    expect(first.getByText('Écrivez votre réponse avant de la publier.')).toBeInTheDocument();
    expect(first.getByRole('textbox', { name: 'Votre réponse' })).toHaveAttribute('aria-invalid', 'true');
    expect(answerRating).not.toHaveBeenCalled();

    await userEvent.type(first.getByRole('textbox', { name: 'Votre réponse' }), 'Merci.');
    await userEvent.click(first.getByRole('button', { name: 'Publier la réponse' }));
    expect(await first.findByRole('alert')).toHaveTextContent(
      "L'envoi a échoué. Vérifiez votre connexion et réessayez.",
    );
    expect(first.getByRole('textbox', { name: 'Votre réponse' })).toHaveValue('Merci.');
  });
});

describe("'Signaler cet avis'", () => {
  it('a signed-in visitor confirms with an optional reason and is thanked', async () => {
    signIn('member-2');
    jest.mocked(reportRating).mockResolvedValue();
    open();
    expect(screen.queryByRole('button', { name: 'Répondre' })).not.toBeInTheDocument();
    await userEvent.click(item('Ponctuel.').getByRole('button', { name: 'Signaler cet avis' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Signaler cet avis' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Motif (facultatif)' }), 'Jamais venu.');
    await userEvent.click(dialog.getByRole('button', { name: "Signaler l'avis" }));
    expect(reportRating).toHaveBeenCalledWith('r2', 'Jamais venu.');
    expect(await dialog.findByRole('status')).toHaveTextContent(
      'Merci, cet avis sera examiné par nos modérateurs.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Terminé' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the reason on a failure, and says when the rating was reported already', async () => {
    signIn('member-2');
    jest
      .mocked(reportRating)
      .mockRejectedValueOnce(new ApiError({ code: 'INTERNAL', status: 500 }))
      .mockRejectedValueOnce(new ApiError({ code: 'ALREADY_REPORTED', status: 409 }));
    open();
    await userEvent.click(item('Ponctuel.').getByRole('button', { name: 'Signaler cet avis' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Signaler cet avis' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Motif (facultatif)' }), 'Faux avis');
    await userEvent.click(dialog.getByRole('button', { name: "Signaler l'avis" }));
    expect(await dialog.findByRole('alert')).toHaveTextContent("L'envoi a échoué.");
    expect(dialog.getByRole('textbox', { name: 'Motif (facultatif)' })).toHaveValue('Faux avis');
    await userEvent.click(dialog.getByRole('button', { name: "Signaler l'avis" }));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(
        "Vous avez déjà signalé cet avis : nos modérateurs l'examinent.",
      ),
    );
    expect(dialog.queryByRole('button', { name: "Signaler l'avis" })).not.toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to sign in, then back to the agent page', async () => {
    open();
    const link = item('Ponctuel.').getByRole('link', { name: 'Signaler cet avis' });
    expect(link).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(`/agents/${SLUG}`)}`);
    await userEvent.click(link);
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(
      `/login?redirect=${encodeURIComponent(`/agents/${SLUG}`)}`,
    );
  });
});

describe('before the page is live', () => {
  it('the drawn list has no control; they appear once it hydrates, without a hydration error', async () => {
    initI18n();
    resetBrowserQueryClient();
    browserQueryClient().setQueryData(agentRatingsQuery(SLUG).queryKey, RATINGS);
    signIn(AGENT_ID);
    const page = (
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[`/agents/${SLUG}`]}>
          <AgentRatings slug={SLUG} />
        </MemoryRouter>
      </ThemeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.appendChild(container);
    expect(within(container).getByText('Visite claire, documents présentés.')).toBeInTheDocument();
    expect(within(container).queryByRole('button')).not.toBeInTheDocument();
    expect(within(container).queryByRole('link')).not.toBeInTheDocument();

    const errors = jest.spyOn(console, 'error');
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: recoverable });
    });
    expect(await within(container).findByRole('button', { name: 'Répondre' })).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    document.body.innerHTML = '';
  });
});
