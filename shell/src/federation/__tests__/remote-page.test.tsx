import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { TEST_COMPOSITION } from '../../test/composition';
import { renderAt } from '../../test/render';
import { UNAVAILABLE } from '../fallback-plugin';
import { preloadStartupModule, setRetryDelays } from '../load-remote-module';
import { RemotePage } from '../remote-page';
import { setupRemotes } from '../remotes-registry';

jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../../test/federation-runtime').runtimeMock(),
);

const loadRemoteMock = loadRemote as jest.Mock;
const registerRemotesMock = registerRemotes as jest.Mock;
const page = { default: () => <h1>Acheter une propriété</h1> };
const unavailable = { [UNAVAILABLE]: true, default: () => null };

beforeAll(async () => {
  setRetryDelays([1, 1]);
  await setupRemotes(Promise.resolve(TEST_COMPOSITION));
});

beforeEach(() => {
  loadRemoteMock.mockReset();
  registerRemotesMock.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemotePage', () => {
  it('renders the page the remote exposes', async () => {
    loadRemoteMock.mockResolvedValue(page);
    renderAt(<RemotePage id="catalog/BuyPage" />, '/acheter');
    expect(await screen.findByRole('heading', { name: 'Acheter une propriété' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('catalog/BuyPage');
  });

  it('retries a transient failure before giving up', async () => {
    loadRemoteMock.mockResolvedValueOnce(unavailable).mockResolvedValue(page);
    renderAt(<RemotePage id="catalog/RentPage" />, '/louer');
    expect(await screen.findByRole('heading', { name: 'Acheter une propriété' })).toBeInTheDocument();
    // The failed remote was registered again (force) so the retry asks its server anew.
    expect(registerRemotesMock).toHaveBeenCalledWith(
      [{ name: 'catalog', entry: 'http://127.0.0.1:3001/mf-manifest.json' }],
      { force: true },
    );
  });

  it('shows the 503 screen with a retry when the remote stays down, and recovers on retry', async () => {
    loadRemoteMock.mockResolvedValue(unavailable);
    renderAt(<RemotePage id="catalog/LandPage" />, '/terrains');
    expect(
      await screen.findByRole('heading', { name: 'Service temporairement indisponible' }),
    ).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(3);

    loadRemoteMock.mockResolvedValue(page);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Acheter une propriété' })).toBeInTheDocument();
  });

  it('shows the 503 screen when the remote page crashes while rendering', async () => {
    loadRemoteMock.mockResolvedValue({
      default: () => {
        throw new Error('broken deploy');
      },
    });
    renderAt(<RemotePage id="catalog/SearchPage" />, '/search');
    expect(
      await screen.findByRole('heading', { name: 'Service temporairement indisponible' }),
    ).toBeInTheDocument();
  });

  it('uses the given fallback for a block inside a page', async () => {
    loadRemoteMock.mockRejectedValue(new Error('offline'));
    renderAt(<RemotePage id="catalog/FeaturedProperties" fallback={() => <p>Bloc indisponible</p>} />, '/');
    expect(await screen.findByText('Bloc indisponible')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});

describe('preloadStartupModule', () => {
  it('loads the first page’s module and has the runtime fetch its chunks beside the remote’s entry', async () => {
    loadRemoteMock.mockResolvedValue(page);
    preloadStartupModule('catalog/FeaturedProperties');
    await waitFor(() => expect(loadRemoteMock).toHaveBeenCalledWith('catalog/FeaturedProperties'));
    expect(preloadRemote as jest.Mock).toHaveBeenCalledWith([
      { nameOrAlias: 'catalog', exposes: ['FeaturedProperties'], resourceCategory: 'sync' },
    ]);
  });
});
