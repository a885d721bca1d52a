import { useCallback, useEffect, useRef, useState } from 'react';
import type { OwnLink, ShareActions, ShareLinkResult } from '@/actions/share-links';

/** The link the dialog shows. */
export type LinkState =
  | { kind: 'working' }
  | ShareLinkResult
  | { kind: 'failed' }
  /** The person revoked the link the dialog showed. */
  | { kind: 'revoked' };

/** The person's live links under "Your links". */
export type LinksState =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; links: OwnLink[] };

/** What happened to the last revoke, said under the list. */
export type RevokeNotice = { kind: 'revoked' } | { kind: 'failed' } | null;

/**
 * The Share dialog's state: on opening, the person's live links are listed, then the link to
 * show is one of them that shows the same goals, or a new one (added to the list).
 */
export function useShareLinks(actions: ShareActions) {
  const [link, setLink] = useState<LinkState>({ kind: 'working' });
  const [links, setLinks] = useState<LinksState>({ kind: 'loading' });
  const [revoking, setRevoking] = useState<string | null>(null);
  const [notice, setNotice] = useState<RevokeNotice>(null);
  const mounted = useRef(true);
  const started = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const show = useCallback(
    async (known: readonly OwnLink[]) => {
      setLink({ kind: 'working' });
      try {
        const result = await actions.link(known);
        if (!mounted.current) return;
        setLink(result);
        if (result.kind === 'ready' && !result.reused) {
          setLinks((now) =>
            now.kind === 'loaded' ? { kind: 'loaded', links: [result.link, ...now.links] } : now,
          );
        }
      } catch (error) {
        console.error('Creating the share link failed', error);
        if (mounted.current) setLink({ kind: 'failed' });
      }
    },
    [actions],
  );

  const list = useCallback(async (): Promise<OwnLink[] | null> => {
    setLinks({ kind: 'loading' });
    try {
      const listed = await actions.list();
      if (mounted.current) setLinks({ kind: 'loaded', links: listed });
      return listed;
    } catch (error) {
      console.error('Listing the share links failed', error);
      if (mounted.current) setLinks({ kind: 'failed' });
      return null;
    }
  }, [actions]);

  useEffect(() => {
    // Once per opening (React's strict mode runs effects twice): each run may spend a link.
    if (started.current) return;
    started.current = true;
    void (async () => {
      // Without the list nothing can be reused: a new link is made, as before.
      const listed = await list();
      if (mounted.current) await show(listed ?? []);
    })();
  }, [list, show]);

  async function revoke(id: string) {
    if (revoking) return;
    setRevoking(id);
    setNotice(null);
    try {
      await actions.revoke(id);
      if (!mounted.current) return;
      setLinks((now) =>
        now.kind === 'loaded'
          ? { kind: 'loaded', links: now.links.filter((l) => l.id !== id) }
          : now,
      );
      setLink((now) => (now.kind === 'ready' && now.link.id === id ? { kind: 'revoked' } : now));
      setNotice({ kind: 'revoked' });
    } catch (error) {
      console.error('Revoking the share link failed', error);
      if (mounted.current) setNotice({ kind: 'failed' });
    } finally {
      if (mounted.current) setRevoking(null);
    }
  }

  /** Shows a link again after a failure, a revoke or a full account. */
  const again = () => void show(links.kind === 'loaded' ? links.links : []);
  const retryList = () => void list();

  return { link, links, revoking, notice, revoke, again, retryList };
}
