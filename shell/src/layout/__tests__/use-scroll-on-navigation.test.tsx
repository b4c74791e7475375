import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useNavigate, useRoutes } from 'react-router-dom';
import { useScrollOnNavigation } from '../use-scroll-on-navigation';

function Page({ name }: { name: string }) {
  useScrollOnNavigation();
  const navigate = useNavigate();
  return (
    <>
      <h1>{name}</h1>
      <p id="reponse">Réponse</p>
      <Link to="/b">Vers B</Link>
      <Link to="/a#reponse">Vers la réponse</Link>
      <button type="button" onClick={() => void navigate(-1)}>
        Retour
      </button>
    </>
  );
}

function Pages() {
  return useRoutes([
    { path: '/a', element: <Page name="A" /> },
    { path: '/b', element: <Page name="B" /> },
  ]);
}

const scrollTo = jest.fn();
const scrollIntoView = jest.fn();

beforeEach(() => {
  scrollTo.mockReset();
  scrollIntoView.mockReset();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView;
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]} useTransitions={false}>
      <Pages />
    </MemoryRouter>,
  );
}

it('starts a new page at the top, leaves the first load and back/forward to the browser', async () => {
  renderAt('/a');
  expect(scrollTo).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('link', { name: 'Vers B' }));
  expect(screen.getByRole('heading', { name: 'B' })).toBeInTheDocument();
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
  scrollTo.mockReset();
  await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
  expect(screen.getByRole('heading', { name: 'A' })).toBeInTheDocument();
  expect(scrollTo).not.toHaveBeenCalled();
});

it('scrolls to the #anchor of a link when the element is on the page', async () => {
  renderAt('/b');
  await userEvent.click(screen.getByRole('link', { name: 'Vers la réponse' }));
  expect(screen.getByRole('heading', { name: 'A' })).toBeInTheDocument();
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
  expect(scrollTo).not.toHaveBeenCalled();
});
