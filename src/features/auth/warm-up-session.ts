import { useSession } from '@/stores/session/session.store';

/** Signing in or up needs Firebase: its loading starts as soon as the visitor reaches a form. */
export const warmUpSession = () => void useSession.getState().start();
