import { useTranslation } from 'react-i18next';
import type { PricePage } from '@immo237/shared/api';
import { JsonLd } from '@immo237/shared/ui';
import { figureSentence } from './figure-text';

/** schema.org Dataset of a place's figures: what they measure, where, when, each figure as a variable. */
export function PriceJsonLd({ page }: { page: PricePage }) {
  const { t } = useTranslation('content');
  const place = page.district ? `${page.district.name}, ${page.city.name}` : page.city.name;
  const name = page.district?.name ?? page.city.name;
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Dataset',
        name: t('prices.datasetName', { place }),
        description: t('prices.datasetDescription', { place }),
        creator: { '@type': 'Organization', name: 'Immo237' },
        spatialCoverage: { '@type': 'Place', name: `${place}, Cameroun` },
        dateModified: page.computedAt ?? undefined,
        variableMeasured: (['rent', 'sale', 'land'] as const).flatMap((kind) =>
          page[kind].map((figure) => ({
            '@type': 'PropertyValue',
            name: figureSentence(t, kind, figure, name),
            value: figure.median,
            unitText: 'XAF',
          })),
        ),
      }}
    />
  );
}
