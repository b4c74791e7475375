import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import {
  commonEn,
  commonFr,
  diffLanguages,
  i18n,
  initI18n,
  LANGUAGE_STORAGE_KEY,
  MissingTranslationError,
  registerNamespace,
  setLanguage,
} from '..';
import type * as i18nModule from '..';

beforeEach(async () => {
  initI18n();
  await setLanguage('fr');
  localStorage.clear();
});

describe('initI18n', () => {
  it('is idempotent and French by default', () => {
    const first = initI18n();
    expect(initI18n()).toBe(first);
    expect(first).toBe(i18n);
    expect(i18n.language).toBe('fr');
    expect(i18n.options.fallbackLng).toEqual(['fr']);
    expect(i18n.t('common:pagination.previous')).toBe('Précédent');
  });

  it('starts in the remembered language', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('..') as typeof i18nModule;
      expect(fresh.initI18n().language).toBe('en');
      expect(document.documentElement.lang).toBe('en');
    });
  });

  it('ignores a remembered value that is not a supported language', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('..') as typeof i18nModule;
      expect(fresh.initI18n().language).toBe('fr');
    });
  });
});

describe('missing keys', () => {
  it('throw outside production', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => i18n.t('common:does.not.exist')).toThrow(MissingTranslationError);
    expect(() => i18n.t('common:does.not.exist')).toThrow(/common:does\.not\.exist/);
    expect(errors).toHaveBeenCalled();
  });

  it('keeps French and English common texts complete', () => {
    expect(diffLanguages(commonFr, commonEn)).toEqual([]);
  });
});

describe('setLanguage', () => {
  it('switches, remembers the choice and sets <html lang>', async () => {
    await setLanguage('en');
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('common:pagination.next')).toBe('Next');
  });
});

describe('registerNamespace', () => {
  it('adds an app namespace deeply and can run twice', () => {
    registerNamespace('demo', { fr: { home: { title: 'Accueil' } }, en: { home: { title: 'Home' } } });
    registerNamespace('demo', {
      fr: { home: { title: 'Accueil', lead: 'Bienvenue' } },
      en: { home: { title: 'Home', lead: 'Welcome' } },
    });
    expect(i18n.t('demo:home.title')).toBe('Accueil');
    expect(i18n.t('demo:home.lead')).toBe('Bienvenue');
  });

  it('refuses an English tree that lacks keys', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => registerNamespace('broken', { fr: { a: 'A', b: { c: 'C' } }, en: { a: 'A' } })).toThrow(
      /en: b\.c/,
    );
  });
});

describe('French plurals', () => {
  it.each([
    [0, '0 pièce', '0 propriété trouvée'],
    [1, '1 pièce', '1 propriété trouvée'],
    [2, '2 pièces', '2 propriétés trouvées'],
    [1_000_000, '1\u202f000\u202f000 pièces', '1\u202f000\u202f000 propriétés trouvées'],
  ])('count %d', (count, rooms, found) => {
    expect(i18n.t('common:format.rooms', { count })).toBe(rooms);
    expect(i18n.t('common:format.propertiesFound', { count })).toBe(found);
  });

  it('uses the English rule in English (0 is plural)', async () => {
    await setLanguage('en');
    expect(i18n.t('common:format.rooms', { count: 0 })).toBe('0 rooms');
    expect(i18n.t('common:format.propertiesFound', { count: 1 })).toBe('1 property found');
  });
});

function Typed() {
  const { t } = useTranslation('common');
  // @ts-expect-error an unknown key must not typecheck
  void (() => t('pagination.nope'));
  return <p>{t('password.show')}</p>;
}

it('types useTranslation("common") keys and renders through react-i18next', () => {
  render(<Typed />);
  expect(screen.getByText('Afficher le mot de passe')).toBeInTheDocument();
});

describe('numbers in texts', () => {
  it('writes counts in the reader’s style without building an Intl.NumberFormat', async () => {
    const built = jest.spyOn(Intl, 'NumberFormat');
    try {
      expect(i18n.t('common:format.rooms', { count: 1250 })).toBe('1\u202f250 pièces');
      await setLanguage('en');
      expect(i18n.t('common:format.rooms', { count: 1250 })).toBe('1,250 rooms');
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });

  it('still hands a text that asks for options to Intl', () => {
    i18n.addResource('fr', 'common', 'test.decimals', '{{value, number(minimumFractionDigits: 2)}}');
    expect(i18n.t('common:test.decimals', { value: 3 })).toBe('3,00');
  });
});
