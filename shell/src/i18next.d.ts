import type { shellFr } from './i18n';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    shell: typeof shellFr;
  }
}
