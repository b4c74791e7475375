import { render, type RenderOptions } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';

// Our texts under `errors` of the `shell` namespace, as the shell merges them.
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'fr',
  fallbackLng: 'fr',
  ns: ['shell'],
  defaultNS: 'shell',
  resources: { fr: { shell: { errors: fr } }, en: { shell: { errors: en } } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function renderWithProviders(
  ui: ReactElement,
  { initialEntries = ['/'], ...options }: Omit<RenderOptions, 'wrapper'> & { initialEntries?: string[] } = {},
) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={initialEntries} initialIndex={initialEntries.length - 1}>
          {children}
        </MemoryRouter>
      </I18nextProvider>
    );
  }
  return render(ui, { ...options, wrapper: Providers });
}
