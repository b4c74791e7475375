import { act } from '@testing-library/react';
import { siteConfig } from '@immo237/shared/config';
import { setLanguage } from '@immo237/shared/i18n';
import { renderAgentsRoute as renderRoute } from '../../features/agents/test-utils/render-agents-route';
import { AGENTS } from '../../features/agents/test-utils/agents-fixture';
import AgentsPage from '../agents-page';
import ContactPage from '../contact-page';
import Faq2Page from '../faq2-page';
import FaqPage from '../faq-page';

/** The page's one JSON-LD block, parsed. */
function jsonLd(container: HTMLElement): Record<string, unknown> {
  const scripts = container.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]?.textContent ?? '{}') as Record<string, unknown>;
}

interface FaqData {
  '@context': string;
  '@type': string;
  mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
}

interface ListData {
  '@context': string;
  '@type': string;
  numberOfItems: number;
  itemListElement: {
    '@type': string;
    position: number;
    item: { '@type': string; name: string; jobTitle: string; areaServed: string };
  }[];
}

describe('content pages publish schema.org data', () => {
  it('/contact publishes the agency', () => {
    const { container } = renderRoute(<ContactPage />);
    const data = jsonLd(container);
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('RealEstateAgent');
    expect(data.name).toBe(siteConfig.name);
    expect(data.email).toBe(siteConfig.email);
  });

  it.each([
    ['/faq', FaqPage],
    ['/faq2', Faq2Page],
  ])('%s publishes a FAQPage of its 18 questions and answers in plain text', (_path, Page) => {
    const { container } = renderRoute(<Page />);
    const data = jsonLd(container) as unknown as FaqData;
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(18);
    const first = data.mainEntity[0];
    expect(first?.['@type']).toBe('Question');
    expect(first?.name).toBe("Qu'est-ce qu'Immo237 ?");
    expect(first?.acceptedAnswer['@type']).toBe('Answer');
    expect(first?.acceptedAnswer.text).toMatch(/^Immo237 est une place de marché immobilière/);
    for (const entry of data.mainEntity) {
      expect(entry.name).not.toMatch(/[<>]|faq\.entries/);
      expect(entry.acceptedAnswer.text).not.toMatch(/[<>]|faq\.entries/);
    }
  });

  it('/agents publishes an ItemList of the agents as Persons, in the page language', async () => {
    const { container, unmount } = renderRoute(<AgentsPage />);
    const data = jsonLd(container) as unknown as ListData;
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('ItemList');
    expect(data.numberOfItems).toBe(AGENTS.length);
    expect(
      data.itemListElement.map((entry) => [entry.position, entry.item.name, entry.item.areaServed]),
    ).toEqual(AGENTS.map((agent, index) => [index + 1, agent.name, agent.location]));
    expect(data.itemListElement[0]?.item).toEqual({
      '@type': 'Person',
      name: 'Jean-Paul Mbarga',
      jobTitle: 'Résidences haut de gamme',
      areaServed: AGENTS[0]?.location,
    });
    unmount();

    await act(() => setLanguage('en'));
    try {
      const english = renderRoute(<AgentsPage />);
      expect((jsonLd(english.container) as unknown as ListData).itemListElement[0]?.item.jobTitle).toBe(
        'High-end homes',
      );
    } finally {
      await act(() => setLanguage('fr'));
    }
  });
});
