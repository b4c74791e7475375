import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeText } from '../../../lib/normalize-text';
import type { Agent, Specialty } from '../agents-data';

export type SpecialtyFilter = Specialty | 'all';

/**
 * Text search over name and (translated) specialty (starting from `initialQuery`, the address's), combined with one
 * specialty chip ('Tous' by default).
 */
export function useAgentFilter(agents: readonly Agent[], initialQuery = '') {
  const { t } = useTranslation('content');
  const [query, setQuery] = useState(initialQuery);
  const [specialty, setSpecialty] = useState<SpecialtyFilter>('all');

  const visible = useMemo(() => {
    const words = normalizeText(query).split(/\s+/).filter(Boolean);
    return agents.filter((agent) => {
      if (specialty !== 'all' && agent.specialty !== specialty) return false;
      const haystack = normalizeText(`${agent.name} ${t(`agents.specialties.${agent.specialty}`)}`);
      return words.every((word) => haystack.includes(word));
    });
  }, [agents, query, specialty, t]);

  return { query, setQuery, specialty, setSpecialty, visible };
}
