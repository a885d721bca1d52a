// One lazily loaded entry for the app's /goals route: the toolbar's Share button and the
// read-only view of a share link (one dynamic import keeps the route's first paint small).
export { ShareButton } from './share-button';
export { SharedGoalsView } from './shared-goals-view';
