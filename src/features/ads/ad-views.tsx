import { useState } from 'react';
import type { AdDisplayMethod } from '@/domain/ad-selection';
import { AdLink, SponsoredTag } from './ad-link';
import { AdModal } from './ad-modal';
import type { Campaign } from '@/domain/advertising';

interface ViewProps {
  campaign: Campaign;
}

/** A slim promo strip above the goals. */
function BannerAd({ campaign }: ViewProps) {
  return (
    <aside
      aria-label="Advertisement"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-amber-200 bg-gradient-to-r from-amber-50 via-white to-white px-4 py-2.5 text-sm"
    >
      <SponsoredTag />
      <p className="min-w-0 flex-1 text-slate-700">
        <span className="font-semibold text-slate-900">{campaign.name}</span>
        {campaign.description && <span className="text-slate-600"> — {campaign.description}</span>}
      </p>
      <AdLink url={campaign.url}>Learn more →</AdLink>
    </aside>
  );
}

/** A card titled 'Recommended'. */
function WidgetAd({ campaign }: ViewProps) {
  return (
    <aside
      aria-labelledby="ad-widget-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="ad-widget-title" className="text-sm font-semibold text-slate-900">
          Recommended
        </h2>
        <SponsoredTag />
      </div>
      <p className="mt-2 font-medium text-slate-900">{campaign.name}</p>
      {campaign.description && (
        <p className="mt-1 text-sm text-slate-600">{campaign.description}</p>
      )}
      <AdLink url={campaign.url} className="mt-3 text-sm">
        Learn more →
      </AdLink>
    </aside>
  );
}

/**
 * A small toast-like card near the top right, clear of the header and of the timer widget
 * (which sits at the bottom); it can be dismissed.
 */
function NotificationAd({ campaign }: ViewProps) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <aside
      aria-label="Advertisement"
      className="fixed right-4 top-20 z-20 w-[min(20rem,calc(100vw-2rem))] rounded-xl bg-white p-4 text-sm shadow-lg ring-1 ring-slate-200"
    >
      <div className="flex items-start justify-between gap-2">
        <SponsoredTag />
        <button
          type="button"
          aria-label="Dismiss"
          onClick={() => setOpen(false)}
          className="-m-1 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          ✕
        </button>
      </div>
      <p className="mt-2 font-semibold text-slate-900">{campaign.name}</p>
      {campaign.description && <p className="mt-1 text-slate-600">{campaign.description}</p>}
      <AdLink url={campaign.url} className="mt-2" onClick={() => setOpen(false)}>
        Learn more →
      </AdLink>
    </aside>
  );
}

/** A compact box titled 'Suggested for you', sized for the New Goal dialog. */
function SuggestionAd({ campaign }: ViewProps) {
  return (
    <aside
      aria-labelledby="ad-suggestion-title"
      className="rounded-lg border border-brand-100 bg-brand-50/60 px-3 py-2.5 text-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id="ad-suggestion-title" className="font-semibold text-slate-900">
          Suggested for you
        </h3>
        <SponsoredTag />
      </div>
      <p className="mt-1 text-slate-700">
        <span className="font-medium">{campaign.name}</span>
        {campaign.description && <span className="text-slate-600"> — {campaign.description}</span>}
      </p>
      <AdLink url={campaign.url} className="mt-1">
        Learn more →
      </AdLink>
    </aside>
  );
}

/** A quiet strip at the bottom of the page, in the flow (never fixed over the timer). */
function FooterAd({ campaign }: ViewProps) {
  return (
    <aside
      aria-label="Advertisement"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-t border-slate-200 px-4 py-3 text-center text-sm text-slate-600"
    >
      <SponsoredTag />
      <span>
        <span className="font-medium text-slate-800">{campaign.name}</span>
        {campaign.description && <> — {campaign.description}</>}
      </span>
      <AdLink url={campaign.url}>Learn more →</AdLink>
    </aside>
  );
}

/** The dismissible 'Special Offer!' modal shown by a slot of method modal. */
function ModalAd({ campaign }: ViewProps) {
  const [open, setOpen] = useState(true);
  return <AdModal campaign={campaign} open={open} onClose={() => setOpen(false)} />;
}

const VIEWS: Record<AdDisplayMethod, (props: ViewProps) => React.ReactNode> = {
  banner: BannerAd,
  modal: ModalAd,
  widget: WidgetAd,
  notification: NotificationAd,
  suggestion: SuggestionAd,
  footer: FooterAd,
};

export function AdView({ method, campaign }: ViewProps & { method: AdDisplayMethod }) {
  const View = VIEWS[method];
  return <View campaign={campaign} />;
}
