/**
 * Where a visitor sent to sign in was going (RequireSignedIn puts it in the location state), so
 * a share link opened before signing in or up still opens after. Only paths of this app.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
    ? from
    : '/goals';
}
