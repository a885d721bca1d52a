import { appConfig } from '@/config';
import { Button } from '@/components/ui/button';
import { useAppUpdate } from '@/stores/app-update.store';

/** Offers a new version of the app; nothing reloads until the person chooses to. */
export function UpdatePrompt() {
  const reload = useAppUpdate((s) => s.reload);
  const postponed = useAppUpdate((s) => s.postponed);
  const postpone = useAppUpdate((s) => s.postpone);
  if (!reload || postponed) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-2 z-40 flex justify-center px-2">
      <section
        aria-labelledby="update-title"
        aria-live="polite"
        className="pointer-events-auto flex w-full max-w-md flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl bg-white p-3 pl-4 shadow-xl ring-1 ring-slate-200"
      >
        <h2 id="update-title" className="min-w-0 flex-1 text-sm font-medium text-slate-900">
          A new version of {appConfig.productName} is ready.
        </h2>
        <div className="ml-auto flex gap-2">
          <Button variant="ghost" size="sm" onClick={postpone}>
            Later
          </Button>
          <Button size="sm" onClick={reload}>
            Reload
          </Button>
        </div>
      </section>
    </div>
  );
}
