import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, LANGUAGE_STORAGE_KEY, setLanguage } from '../../i18n';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { LanguageSwitch } from '../language-switch';
import { Pagination } from '../pagination';

afterEach(async () => {
  await setLanguage('fr');
});

describe('LanguageSwitch', () => {
  it('switches the whole kit between French and English and remembers it', async () => {
    const onSwitched = jest.fn();
    renderWithTheme(
      <>
        <LanguageSwitch onSwitched={onSwitched} />
        <Pagination page={1} pageCount={2} onChange={jest.fn()} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Changer de langue : English' }));
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(onSwitched).toHaveBeenCalledWith('en');
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change language: Français' }));
    expect(i18n.language).toBe('fr');
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeInTheDocument();
  });
});
