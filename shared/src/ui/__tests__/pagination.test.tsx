import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { Pagination } from '../pagination';
import { paginationRange } from '../pagination-range';

describe('paginationRange', () => {
  it('lists every page when few', () => {
    expect(paginationRange(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationRange(1, 0)).toEqual([]);
  });

  it('collapses gaps into ellipses around the current page', () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 'ellipsis-end', 20]);
    expect(paginationRange(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(paginationRange(20, 20)).toEqual([1, 'ellipsis-start', 19, 20]);
    expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
  });
});

describe('Pagination', () => {
  it('is a labelled nav with the current page marked', () => {
    renderWithTheme(<Pagination page={2} pageCount={5} onChange={jest.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const current = within(nav).getByRole('button', { name: 'Page 2' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
  });

  it('disables Précédent on the first page and Suivant on the last', () => {
    const { rerender } = renderWithTheme(<Pagination page={1} pageCount={3} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeEnabled();
    rerender(<Pagination page={3} pageCount={3} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  });

  it('calls onChange with the chosen page', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Pagination page={2} pageCount={5} onChange={onChange} label="Résultats" />);
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onChange.mock.calls).toEqual([[3], [1], [5]]);
    expect(screen.getByRole('navigation', { name: 'Résultats' })).toBeInTheDocument();
  });

  it('renders nothing for a single page', () => {
    renderWithTheme(<Pagination page={1} pageCount={1} onChange={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
