import { act, screen } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { setLanguage } from '../i18n';

/** A page a remote exposes, as `[its expose name, the component, its French h1]`. */
export type ExposedPage = readonly [name: string, Page: ComponentType, title: string];

interface ExposedPagesChecks {
  pages: readonly ExposedPage[];
  /** One page and its English h1: the remote's English namespace is loaded whole. */
  english: readonly [Page: ComponentType, title: string];
  /** The remote's own renderRoute (its providers, its cache). */
  render: (element: ReactElement) => unknown;
}

/**
 * What every remote's exposed pages promise the shell: each shows its French title as the page's only h1, and the
 * remote switches to English as a whole. Call inside the remote's `describe`.
 */
export function checkExposedPages({ pages, english, render }: ExposedPagesChecks) {
  it.each(pages.map(([name, Page, title]) => [name, Page, title] as const))(
    '%s shows its French title as the page h1',
    (_name, Page, title) => {
      render(<Page />);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    },
  );

  it('switches to the complete English namespace', async () => {
    const [Page, title] = english;
    await act(() => setLanguage('en'));
    try {
      render(<Page />);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('fr'));
    }
  });
}
