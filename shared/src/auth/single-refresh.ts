let pending: Promise<string> | null = null;

/**
 * One refresh of the session at a time for the whole page: every caller waits for the refresh under way. It lives
 * with the session's store, which is one per page, and not with the API calls: a remote released with a newer copy
 * of the calls than the shell's would otherwise refresh beside the shell's copy with the same refresh token, which
 * the API takes as a stolen token and answers by ending the session.
 */
export function singleRefresh(refresh: () => Promise<string>): Promise<string> {
  pending ??= refresh().finally(() => {
    pending = null;
  });
  return pending;
}
