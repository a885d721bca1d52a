// The advertising feature's only entry point: the app lazy-loads it for free users only.
export { AdSlot, AdFooter } from './ad-slot';
export { AdCompletionModal } from './ad-completion-modal';
