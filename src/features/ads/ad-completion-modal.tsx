import { useEffect, useState } from 'react';
import { appConfig } from '@/config';
import { shouldShowAds } from '@/domain/ad-audience';
import { AD_MODAL_DELAY_MS, GOAL_COMPLETION_AD_SLOT } from '@/domain/ad-selection';
import { useSession } from '@/stores/session/session.store';
import { SESSION_KEYS } from '@/stores/storage-keys';
import { countAdClick } from '@/actions/ads/ad-clicks';
import { AdView } from './ad-views';
import { useAd, useRecordShown } from './use-ad';

function shownThisSession(): boolean {
  try {
    return sessionStorage.getItem(SESSION_KEYS.adModalShown) === '1';
  } catch {
    return false;
  }
}

function markShown(): void {
  try {
    sessionStorage.setItem(SESSION_KEYS.adModalShown, '1');
  } catch {
    // Storage unavailable: the modal may show again after a reload, never twice in a page.
  }
}

/**
 * The goal-completion ad: for free non-admin users it appears once per session, 5 seconds
 * after arrival, and stays closed once closed. Its way's frequency decides too: a
 * milestone-based way (the sample) shows on the first visit of a device and then after a
 * trophy, a level or a completed goal, even one reached during the visit.
 */
export function AdCompletionModal() {
  const user = useSession((s) => s.user);
  const [eligible] = useState(() => !shownThisSession());
  const show = eligible && shouldShowAds(user, appConfig.adminEmail);
  const [due, setDue] = useState(false);
  const [closed, setClosed] = useState(false);
  const { displayMethod, targetLocation } = GOAL_COMPLETION_AD_SLOT;
  const ad = useAd(displayMethod, targetLocation, show);

  useEffect(() => {
    if (!show) return;
    const timer = setTimeout(() => setDue(true), AD_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [show]);

  const visible = show && due && !closed && ad !== null;
  useEffect(() => {
    if (visible) markShown();
  }, [visible]);
  useRecordShown(ad, visible);

  if (!visible) return null;
  return (
    <AdView
      method="modal"
      campaign={ad.campaign}
      onOpen={() => void countAdClick(ad.campaign.id)}
      onDismiss={() => setClosed(true)}
    />
  );
}
