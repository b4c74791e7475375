import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { Badge } from '../badge';
import { Button } from '../button';
import { Card } from '../card';
import { Chip } from '../chip';
import { EmptyState } from '../empty-state';
import { SkeletonCard } from '../skeleton-card';
import { VisuallyHidden } from '../visually-hidden';

describe('Chip', () => {
  it('is a toggle button with aria-pressed', async () => {
    const onToggle = jest.fn();
    const { rerender } = renderWithTheme(
      <Chip selected={false} onToggle={onToggle}>
        Appartement
      </Chip>,
    );
    const chip = screen.getByRole('button', { name: 'Appartement' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    expect(onToggle).toHaveBeenCalledWith(true);
    rerender(
      <Chip selected onToggle={onToggle}>
        Appartement
      </Chip>,
    );
    expect(chip).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('Badge, Card, VisuallyHidden', () => {
  it('render their content', () => {
    renderWithTheme(
      <Card as="article" $interactive>
        <Badge tone="success">À vendre</Badge>
        <VisuallyHidden>Villa à Kribi</VisuallyHidden>
      </Card>,
    );
    expect(screen.getByRole('article')).toHaveTextContent('À vendre');
    expect(screen.getByText('Villa à Kribi')).toBeInTheDocument();
  });
});

describe('SkeletonCard', () => {
  it('stays out of the accessibility tree', () => {
    renderWithTheme(<SkeletonCard />);
    expect(screen.getByTestId('skeleton-card')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('EmptyState', () => {
  it('shows a heading, text, a hidden icon and an action', () => {
    renderWithTheme(
      <EmptyState
        icon={<span>🏠</span>}
        title="Aucune propriété trouvée"
        text="Essayez d'autres filtres."
        action={<Button>Réinitialiser</Button>}
        headingLevel="h3"
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Aucune propriété trouvée' })).toBeInTheDocument();
    expect(screen.getByText("Essayez d'autres filtres.")).toBeInTheDocument();
    expect(screen.getByText('🏠').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Réinitialiser' })).toBeInTheDocument();
  });
});
