// What the apps import from react-i18next, and nothing else: the shared copy of react-i18next is bundled
// whole, and its entry also carries <Trans>, withTranslation, the SSR helpers and the ICU macro (10 KB gzip,
// 2.4 KB for these two names). The webpack factory aliases `react-i18next` to this file; importing a name
// missing here fails the build (exportsPresence: 'error'): add it below. Like react-router-subset.mjs, this
// list is a contract with the deployed remotes.
export { initReactI18next, useTranslation } from '@immo237/react-i18next-full';
