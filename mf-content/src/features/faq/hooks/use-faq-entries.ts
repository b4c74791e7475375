import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FAQ_CATEGORIES, FAQ_INDEXES, faqEntryId, type FaqEntry } from '../faq-entries';

/** The 18 entries in the current language, in page order (re-read when the language changes). */
export function useFaqEntries(): FaqEntry[] {
  const { t, i18n } = useTranslation('content');
  const lng = i18n.language;
  return useMemo(
    () =>
      FAQ_CATEGORIES.flatMap((category) =>
        FAQ_INDEXES.map((index) => ({
          id: faqEntryId(category, index),
          category,
          question: t(`faq.entries.${category}.q${index}`),
          answer: t(`faq.entries.${category}.a${index}`),
        })),
      ),
    // lng: the texts change with the language even though `t` may keep its identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, lng],
  );
}
