import { registerNamespace } from '@immo237/shared/i18n';
import errorsEn from '../errors/i18n/en.json';
import errorsFr from '../errors/i18n/fr.json';
import en from './en.json';
import fr from './fr.json';

export const SHELL_NAMESPACE = 'shell';

export const shellFr = { ...fr, errors: errorsFr };
export const shellEn = { ...en, errors: errorsEn };

registerNamespace(SHELL_NAMESPACE, { fr: shellFr, en: shellEn });
