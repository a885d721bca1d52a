import type { ReactNode } from 'react';
import type { AdDisplayMethod } from '@/domain/ad-selection';
import type { Campaign } from '@/domain/advertising';
import { AdLink, DismissAdButton, SponsoredTag } from './ad-link';
import { AdModal } from './ad-modal';

export interface AdViewProps {
  campaign: Campaign;
  /** Counts the click (the link opens in a new tab either way). */
  onOpen(): void;
  /** Hides the ad; absent when this ad cannot be dismissed. */
  onDismiss?: () => void;
}

function LearnMore({ campaign, onOpen, className }: AdViewProps & { className?: string }) {
  return (
    <AdLink url={campaign.url} onClick={onOpen} className={className}>
      Learn more →
    </AdLink>
  );
}

/** The Sponsored label with the dismiss button when there is one. */
function AdHead({ title, onDismiss }: { title?: ReactNode; onDismiss?: () => void }) {
  return (
    <div className="flex items-start justify-between gap-2">
      <div className="min-w-0">{title}</div>
      <div className="-mr-2 flex shrink-0 items-center gap-1">
        <SponsoredTag />
        {onDismiss && <DismissAdButton onClick={onDismiss} />}
      </div>
    </div>
  );
}

/** A slim promo strip above the goals. */
function BannerAd(props: AdViewProps) {
  const { campaign, onDismiss } = props;
  return (
    <aside
      aria-label="Advertisement"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-amber-200 bg-gradient-to-r from-amber-50 via-white to-white px-4 py-2.5 text-sm"
    >
      <SponsoredTag />
      <StripText campaign={campaign} />
      <LearnMore {...props} />
      {onDismiss && <DismissAdButton onClick={onDismiss} />}
    </aside>
  );
}

/** A card titled 'Recommended' in the goals page's sidebar. */
function WidgetAd(props: AdViewProps) {
  const { campaign, onDismiss } = props;
  return (
    <aside
      aria-labelledby="ad-widget-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <AdHead
        title={
          <h2 id="ad-widget-title" className="text-sm font-semibold text-slate-900">
            Recommended
          </h2>
        }
        onDismiss={onDismiss}
      />
      <p className="mt-2 font-medium text-slate-900">{campaign.name}</p>
      {campaign.description && (
        <p className="mt-1 text-sm text-slate-600">{campaign.description}</p>
      )}
      <LearnMore {...props} className="mt-3 text-sm" />
    </aside>
  );
}

/**
 * A dismissible notification card in the page flow, above the goals (never floating over the
 * timer widget or a dialog).
 */
function NotificationAd(props: AdViewProps) {
  const { campaign, onDismiss } = props;
  return (
    <aside
      aria-label="Sponsored notification"
      className="relative flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border-l-4 border-brand-500 bg-white py-2.5 pl-4 pr-12 text-sm shadow-sm ring-1 ring-slate-200"
    >
      <SponsoredTag />
      <StripText campaign={campaign} />
      <LearnMore {...props} />
      {onDismiss && (
        <div className="absolute right-2 top-2">
          <DismissAdButton onClick={onDismiss} />
        </div>
      )}
    </aside>
  );
}

/** A compact box titled 'Suggested for you', sized for the New Goal dialog. */
function SuggestionAd(props: AdViewProps) {
  const { campaign, onDismiss } = props;
  return (
    <aside
      aria-labelledby="ad-suggestion-title"
      className="rounded-lg border border-brand-100 bg-brand-50/60 px-3 py-2.5 text-sm"
    >
      <AdHead
        title={
          <h3 id="ad-suggestion-title" className="font-semibold text-slate-900">
            Suggested for you
          </h3>
        }
        onDismiss={onDismiss}
      />
      <p className="mt-1 text-slate-700">
        <span className="font-medium">{campaign.name}</span>
        {campaign.description && <span className="text-slate-600"> — {campaign.description}</span>}
      </p>
      <LearnMore {...props} className="mt-1" />
    </aside>
  );
}

/** A quiet strip at the bottom of the page, in the flow (never fixed over the timer). */
function FooterAd(props: AdViewProps) {
  const { campaign, onDismiss } = props;
  return (
    <aside
      aria-label="Footer advertisement"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-t border-slate-200 px-4 py-3 text-center text-sm text-slate-600"
    >
      <SponsoredTag />
      <StripText campaign={campaign} />
      <LearnMore {...props} />
      {onDismiss && <DismissAdButton onClick={onDismiss} />}
    </aside>
  );
}

/** The 'Special Offer!' modal: closing it dismisses it. */
function ModalAd({ campaign, onOpen, onDismiss }: AdViewProps) {
  return <AdModal campaign={campaign} open onOpen={onOpen} onClose={() => onDismiss?.()} />;
}

const VIEWS: Record<AdDisplayMethod, (props: AdViewProps) => ReactNode> = {
  banner: BannerAd,
  modal: ModalAd,
  widget: WidgetAd,
  notification: NotificationAd,
  suggestion: SuggestionAd,
  footer: FooterAd,
};

export function AdView({ method, ...props }: AdViewProps & { method: AdDisplayMethod }) {
  const View = VIEWS[method];
  return <View {...props} />;
}

/** A strip's one line: the campaign's name, then its description. */
function StripText({ campaign }: Pick<AdViewProps, 'campaign'>) {
  return (
    <p className="min-w-0 basis-full text-slate-700 sm:flex-1 sm:basis-auto">
      <span className="font-semibold text-slate-900">{campaign.name}</span>
      {campaign.description && <span className="text-slate-600"> — {campaign.description}</span>}
    </p>
  );
}
