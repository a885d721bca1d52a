import { formatter } from '@lingui/format-po';

/** PO files whose msgid is our own id (goals.toolbar.add), not a hash of the English text. */
export const catalogueFormat = formatter({ explicitIdAsDefault: true, origins: false });
