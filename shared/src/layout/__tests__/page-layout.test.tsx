import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { PageLayout } from '../page-layout';

describe('PageLayout', () => {
  it('draws the title as the only h1, the lead and the children', () => {
    renderWithTheme(
      <PageLayout title="Nos agents" lead="Huit experts">
        <section aria-label="Contenu" />
      </PageLayout>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Nos agents' })).toBeInTheDocument();
    expect(screen.getByText('Huit experts')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Contenu' })).toBeInTheDocument();
  });

  it('draws no lead when none is given', () => {
    renderWithTheme(<PageLayout title="FAQ" />);
    const banner = screen.getByRole('banner');
    expect(banner.querySelectorAll('p')).toHaveLength(0);
  });

  it('is 60rem wide by default and 75rem when wide, and publishes the release', () => {
    const { rerender } = renderWithTheme(<PageLayout title="A" release="r1" />);
    const frame = () => screen.getByRole('banner').parentElement as HTMLElement;
    expect(frame()).toHaveStyle({ maxWidth: '60rem' });
    expect(frame()).toHaveAttribute('data-release', 'r1');
    rerender(<PageLayout title="A" width="wide" />);
    expect(frame()).toHaveStyle({ maxWidth: '75rem' });
    expect(frame()).not.toHaveAttribute('data-release');
  });
});
