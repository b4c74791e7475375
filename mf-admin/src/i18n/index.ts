// Every expose imports this module first, so the `admin` namespace is registered whoever loads the page:
// the shell through Module Federation, the standalone harness or a test.
import { registerNamespace } from '@immo237/shared/i18n';
import en from './en.json';
import fr from './fr.json';

export const ADMIN_NS = 'admin';

registerNamespace(ADMIN_NS, { fr, en });
