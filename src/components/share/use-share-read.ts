import { useEffect, useState } from 'react';

/** Why a share link (to goals or to a weekly review) shows nothing, as its reader is told. */
export const SHARE_READ_MESSAGES = {
  expired:
    'This share link is no longer available: it may have expired or been revoked. Ask for a new one.',
  missing: 'This share link was not found. Check the link or ask for a new one.',
  error: 'This share link could not be loaded. Check your connection and try again.',
} as const;

export type ShareReadFailureStatus = keyof typeof SHARE_READ_MESSAGES;

/**
 * What a share link's reader is shown, read once per link: loading first, then the read's result,
 * or 'error' when it could not be read at all.
 */
export function useShareRead<T>(
  shareId: string,
  read: (id: string) => Promise<T>,
): T | { status: 'loading' } | { status: 'error' } {
  const [loaded, setLoaded] = useState<{ id: string; state: T | { status: 'error' } } | null>(null);
  useEffect(() => {
    let live = true;
    read(shareId).then(
      (result) => live && setLoaded({ id: shareId, state: result }),
      (error: unknown) => {
        console.error('Loading the share link failed', error);
        if (live) setLoaded({ id: shareId, state: { status: 'error' } });
      },
    );
    return () => {
      live = false;
    };
  }, [shareId, read]);
  return loaded?.id === shareId ? loaded.state : { status: 'loading' };
}
