import { Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { sendShortcut } from '@/components/keyboard/shortcut-events';
import { lazyNamed } from '@/components/lazy-named';
import {
  NO_PENDING,
  shortcutFor,
  type ShortcutAction,
  type ShortcutTarget,
} from '@/domain/keyboard-shortcuts';
import { isPaused } from '@/domain/timer-pause';
import {
  useSingleKeyShortcuts,
  watchSingleKeyShortcuts,
} from '@/stores/keyboard/single-key-shortcuts.store';
import { useTimer } from '@/stores/timer/timer.store';

const ShortcutsDialog = lazyNamed(
  () => import('@/components/keyboard/shortcuts-dialog'),
  'ShortcutsDialog',
);

const PAGES: Partial<Record<ShortcutAction, string>> = {
  'go-goals': '/goals',
  'go-insights': '/insights',
  'go-completed': '/completed',
  'go-settings': '/settings',
};

/** What shortcuts need to know of the element a key was pressed at. */
function describe(element: Element): ShortcutTarget {
  return {
    tagName: element.tagName,
    type: element.getAttribute('type'),
    role: element.getAttribute('role'),
    isContentEditable: element instanceof HTMLElement && element.isContentEditable,
    inDialog: !!element.closest('[role="dialog"], [role="alertdialog"], [aria-modal="true"]'),
  };
}

/** The goal card the focus is in, if any. */
const focusedCard = (element: Element) => element.closest<HTMLElement>('[data-goal-id]');

function pauseOrResume() {
  const { timer, pause, resume } = useTimer.getState();
  if (!timer) return false;
  if (isPaused(timer)) resume();
  else pause();
  return true;
}

/**
 * The signed-in app's keyboard shortcuts (src/components/keyboard/shortcuts.ts): listens to the
 * document's keys, and sends each action where it belongs: a page, the focused goal card, the
 * timer, or the ? dialog it shows.
 */
export function ShortcutHost() {
  const navigate = useNavigate();
  const enabled = useSingleKeyShortcuts((s) => s.enabled);
  const [listing, setListing] = useState(false);
  const state = useRef(NO_PENDING);
  // Where the focus was when ? opened the list: it goes back there when the list closes (the
  // dialog has no trigger button to return to).
  const openedFrom = useRef<HTMLElement | null>(null);

  function closeList() {
    setListing(false);
    const from = openedFrom.current;
    openedFrom.current = null;
    // After the dialog's own focus handling as it unmounts.
    setTimeout(() => {
      if (from?.isConnected && document.activeElement === document.body) from.focus();
    }, 0);
  }

  useEffect(() => {
    const stop = watchSingleKeyShortcuts();
    return stop;
  }, []);

  useEffect(() => {
    function run(action: ShortcutAction, at: Element): boolean {
      const page = PAGES[action];
      if (page) {
        void navigate(page);
        return true;
      }
      switch (action) {
        case 'show-shortcuts':
          openedFrom.current = at instanceof HTMLElement ? at : null;
          setListing(true);
          return true;
        case 'pause-timer':
          return pauseOrResume();
        case 'new-goal':
          return sendShortcut(document, action);
        case 'toggle-timer': {
          const card = focusedCard(at);
          return !!card && sendShortcut(card, action);
        }
        case 'search-log': {
          // The focused goal's log, else the first goal's.
          const card = focusedCard(at) ?? document.querySelector<HTMLElement>('[data-goal-id]');
          return !!card && sendShortcut(card, action);
        }
        default:
          return false;
      }
    }

    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented) return;
      const at = document.activeElement ?? document.body;
      const result = shortcutFor(event, describe(at), state.current, event.timeStamp, enabled);
      state.current = result.state;
      if (result.action && run(result.action, at)) event.preventDefault();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, navigate]);

  return <Suspense fallback={null}>{listing && <ShortcutsDialog onClose={closeList} />}</Suspense>;
}
