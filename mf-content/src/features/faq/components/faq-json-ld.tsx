import { JsonLd } from '@immo237/shared/ui';
import { useFaqEntries } from '../hooks/use-faq-entries';

/** schema.org FAQPage of every question and its answer (plain text, the page's language), whatever the filter. */
export function FaqJsonLd() {
  const entries = useFaqEntries();
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: entries.map((entry) => ({
          '@type': 'Question',
          name: entry.question,
          acceptedAnswer: { '@type': 'Answer', text: entry.answer },
        })),
      }}
    />
  );
}
