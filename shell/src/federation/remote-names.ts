import type { ModuleId } from '@immo237/shared/routes';

/** A remote's federation name, as remotes.json names it (the shell knows none at build time). */
export type RemoteName = string;
/** A module exposed by a remote, e.g. 'catalog/SearchPage'. */
export type RemoteModuleId = ModuleId;

export function remoteNameOf(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/'));
}
