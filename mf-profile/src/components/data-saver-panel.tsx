import { useTranslation } from 'react-i18next';
import { DataSaverSwitch } from '@immo237/shared/ui';
import { SettingsPanel } from './settings-panel';

/** 'Économiseur de données' on the profile too: the same choice as the footer's, kept by this browser. */
export function DataSaverPanel() {
  const { t } = useTranslation('profile');
  return (
    <SettingsPanel as="section" aria-labelledby="data-saver-title">
      <h2 id="data-saver-title">{t('dataSaver.title')}</h2>
      <DataSaverSwitch />
    </SettingsPanel>
  );
}
