import * as RadixDialog from '@radix-ui/react-dialog';
import { Button } from '@/components/ui/button';
import { AdLink, SponsoredTag } from './ad-link';
import type { Campaign } from '@/domain/advertising';

interface AdModalProps {
  campaign: Campaign;
  open: boolean;
  /** A click on the campaign's link (counted), before the modal closes. */
  onOpen?: () => void;
  onClose(): void;
}

/**
 * 'Special Offer!': a non-modal dialog near the top of the screen. It never traps focus,
 * never steals it from what the user is typing, never blocks the page behind it, and stays
 * clear of the timer widget at the bottom. Escape, Close or a click elsewhere dismisses it.
 */
export function AdModal({ campaign, open, onOpen, onClose }: AdModalProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()} modal={false}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          className="fixed left-1/2 top-20 z-40 flex max-h-[calc(100dvh-13rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 flex-col overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-slate-200 focus:outline-none"
        >
          <div className="flex items-start justify-between gap-3">
            <RadixDialog.Title className="text-lg font-semibold text-slate-900">
              Special Offer!
            </RadixDialog.Title>
            <SponsoredTag className="mt-1" />
          </div>
          <RadixDialog.Description className="mt-3 text-slate-700">
            <span className="block font-semibold text-slate-900">{campaign.name}</span>
            {campaign.description && (
              <span className="mt-1 block text-sm text-slate-600">{campaign.description}</span>
            )}
          </RadixDialog.Description>
          <div className="mt-5 flex flex-wrap items-center justify-end gap-3">
            <AdLink
              url={campaign.url}
              onClick={() => {
                onOpen?.();
                onClose();
              }}
              className="px-2 py-1.5 text-sm"
            >
              Learn more →
            </AdLink>
            <RadixDialog.Close asChild>
              <Button variant="secondary" size="sm">
                Close
              </Button>
            </RadixDialog.Close>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
