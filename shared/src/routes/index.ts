export type {
  Access,
  ComposedRoute,
  Composition,
  Language,
  Localized,
  ModuleId,
  PublishedRoute,
  RemoteEntries,
  RoutesManifest,
} from './types';
