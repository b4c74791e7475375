export const REMOTE_NAMES = ['catalog', 'auth', 'profile', 'content'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
/** A module exposed by a remote, e.g. 'catalog/SearchPage'. */
export type RemoteModuleId = `${RemoteName}/${string}`;

export function remoteNameOf(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}
