import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@immo237/shared/theme';
import { Chip } from '@immo237/shared/ui';
import { SPECIALTIES } from '../agents-data';
import type { SpecialtyFilter } from '../hooks/use-agent-filter';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  /* Nine chips would take seven lines on a phone: one row that scrolls sideways instead. */
  overflow-x: auto;
  padding-bottom: ${({ theme }) => theme.spacing.xxs};

  ${media.md} {
    flex-wrap: wrap;
    overflow: visible;
  }
`;

interface SpecialtyChipsProps {
  value: SpecialtyFilter;
  onChange: (specialty: SpecialtyFilter) => void;
}

/** Spec §3 specialty categories: 'Tous' then the eight specialties; exactly one is pressed. */
export function SpecialtyChips({ value, onChange }: SpecialtyChipsProps) {
  const { t } = useTranslation('content');
  const options: SpecialtyFilter[] = ['all', ...SPECIALTIES];
  return (
    <Row role="group" aria-label={t('agents.specialtiesLabel')}>
      {options.map((option) => (
        <Chip key={option} selected={value === option} onToggle={() => onChange(option)}>
          {t(`agents.specialties.${option}`)}
        </Chip>
      ))}
    </Row>
  );
}
