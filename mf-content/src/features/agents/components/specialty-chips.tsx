import { useTranslation } from 'react-i18next';
import { Chip, ChipRow } from '@immo237/shared/ui';
import { AGENT_SPECIALTIES } from '@immo237/shared/api';
import type { SpecialtyFilter } from '../hooks/use-agent-filter';

interface SpecialtyChipsProps {
  value: SpecialtyFilter;
  onChange: (specialty: SpecialtyFilter) => void;
}

/** Specialty categories: 'Tous' then the eight specialties; exactly one is pressed. */
export function SpecialtyChips({ value, onChange }: SpecialtyChipsProps) {
  const { t } = useTranslation('content');
  const options: SpecialtyFilter[] = ['all', ...AGENT_SPECIALTIES];
  return (
    <ChipRow aria-label={t('agents.specialtiesLabel')}>
      {options.map((option) => (
        <Chip key={option} selected={value === option} onToggle={() => onChange(option)}>
          {t(`agents.specialties.${option}`)}
        </Chip>
      ))}
    </ChipRow>
  );
}
