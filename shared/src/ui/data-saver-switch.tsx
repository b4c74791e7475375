import { useId } from 'react';
import styled from 'styled-components';
import { setDataSaver, useDataSaver } from '@immo237/shared/config';
import { Checkbox } from './checkbox';
import { useCommonTranslation } from './use-common-translation';
import { useHydrated } from './use-hydrated';

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  opacity: 0.85;
`;

export interface DataSaverSwitchProps {
  className?: string;
}

/**
 * 'Économiseur de données', a checkbox for this browser: smaller photos, galleries and maps on request. It needs
 * the page's script, so it appears once the page is live; the server already draws pages with the choice made.
 */
export function DataSaverSwitch({ className }: DataSaverSwitchProps) {
  const { t } = useCommonTranslation();
  const hintId = useId();
  const on = useDataSaver();
  const live = useHydrated();
  if (!live) return null;
  return (
    <div className={className}>
      <Checkbox
        label={t('dataSaver.label')}
        checked={on}
        aria-describedby={hintId}
        onChange={(event) => setDataSaver(event.target.checked)}
      />
      <Hint id={hintId}>{t('dataSaver.hint')}</Hint>
    </div>
  );
}
