import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiClient } from '@immo237/shared/api';
import { useAuthStore } from '@immo237/shared/auth';
import { renderRoute } from '@immo237/shared/test-utils/render-route';
import { SalesPage } from '../pages/sales-page';
import '../../../i18n';

jest.setTimeout(20_000);

// The request is mocked at the apiClient call (axios itself is never loaded), so its path and body are checked too.
// Spied again before each test: the shared jest config restores spies between tests.
let post: jest.SpiedFunction<typeof apiClient.post>;
const answer201 = (topic: string) =>
  post.mockResolvedValue({ status: 201, data: { statusCode: 'CREATED_SUCCESSFULLY', data: { topic } } });

beforeEach(() => {
  post = jest.spyOn(apiClient, 'post');
  act(() => useAuthStore.getState().logout());
});

describe('coming-soon page Ventes', () => {
  it('Ventes shows three teasers and records a notify request with the API', async () => {
    answer201('sales');
    renderRoute(<SalesPage />, { toaster: true });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Me prévenir' }));
    expect(screen.getByText("L'email est requis")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Votre email'), 'awa@example.cm');
    await userEvent.click(screen.getByRole('button', { name: 'Me prévenir' }));
    expect(await screen.findByText("Merci ! Nous vous écrirons dès l'ouverture.")).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/notify', { email: 'awa@example.cm', topic: 'sales' });
  });

  it('says so when the API refuses too many requests', async () => {
    post.mockRejectedValue(new ApiError({ code: 'TOO_MANY_REQUESTS', status: 429 }));
    renderRoute(<SalesPage />, { toaster: true });
    await userEvent.type(screen.getByLabelText('Votre email'), 'awa@example.cm');
    await userEvent.click(screen.getByRole('button', { name: 'Me prévenir' }));
    expect(await screen.findByText('Trop de demandes, veuillez patienter une minute.')).toBeInTheDocument();
  });
});
