import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DataSaverSwitch } from '../../ui';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { DataSaverContext, dataSaverCookie, resetDataSaverForTests, setDataSaver, useDataSaver } from '..';

function State() {
  return <p>{useDataSaver() ? 'light' : 'full'}</p>;
}

const clearCookie = () => {
  document.cookie = 'immo237-data-saver=; path=/; max-age=0';
};

beforeEach(() => {
  clearCookie();
  localStorage.clear();
  resetDataSaverForTests();
});

describe('the data saver', () => {
  it('reads its cookie: on, off, or not chosen', () => {
    expect(dataSaverCookie('a=1; immo237-data-saver=1')).toBe(true);
    expect(dataSaverCookie('immo237-data-saver=0; b=2')).toBe(false);
    expect(dataSaverCookie('immo237-data-saver-x=1')).toBeNull();
    expect(dataSaverCookie(undefined)).toBeNull();
  });

  it('is what each server render is given, side by side', () => {
    const drawn = [true, false].map((on) =>
      renderToString(
        <DataSaverContext.Provider value={on}>
          <State />
        </DataSaverContext.Provider>,
      ),
    );
    expect(drawn).toEqual(['<p>light</p>', '<p>full</p>']);
  });

  it('hydrates a page drawn light without a mismatch, from the cookie the page came with', async () => {
    document.cookie = 'immo237-data-saver=1; path=/';
    const container = document.createElement('div');
    container.innerHTML = '<p>light</p>';
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <State />, { onRecoverableError: recoverable });
    });
    expect(container.innerHTML).toBe('<p>light</p>');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });

  it('turns on and off for this page at once, kept in the cookie and in storage', () => {
    render(<State />);
    expect(screen.getByText('full')).toBeInTheDocument();
    act(() => setDataSaver(true));
    expect(screen.getByText('light')).toBeInTheDocument();
    expect(dataSaverCookie(document.cookie)).toBe(true);
    expect(localStorage.getItem('immo237-data-saver')).toBe('1');
    act(() => setDataSaver(false));
    expect(screen.getByText('full')).toBeInTheDocument();
    expect(dataSaverCookie(document.cookie)).toBe(false);
  });

  it('takes back a choice kept in storage when the cookie was cleared, and writes the cookie again', () => {
    localStorage.setItem('immo237-data-saver', '1');
    render(<State />);
    expect(screen.getByText('light')).toBeInTheDocument();
    expect(dataSaverCookie(document.cookie)).toBe(true);
  });

  it("'Économiseur de données' is a checkbox once the page is live", async () => {
    renderWithTheme(<DataSaverSwitch />);
    const box = screen.getByRole('checkbox', { name: 'Économiseur de données' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/galerie et carte chargées à la demande/);
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(dataSaverCookie(document.cookie)).toBe(true);
  });

  it('is not drawn by the server (it needs the script)', () => {
    expect(renderToString(<DataSaverSwitch />)).toBe('');
  });
});
