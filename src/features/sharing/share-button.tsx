import { Suspense, useState } from 'react';
import { lazyNamed } from '@/components/lazy-named';
import { Button } from '@/components/ui/button';

const ShareDialog = lazyNamed(() => import('./share-dialog'), 'ShareDialog');

/** The toolbar's Share action: a snapshot link of the active goals (the dialog loads on open). */
export function ShareButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" className="h-9" onClick={() => setOpen(true)}>
        Share
      </Button>
      <Suspense fallback={null}>
        {open && <ShareDialog open={open} onOpenChange={setOpen} />}
      </Suspense>
    </>
  );
}
