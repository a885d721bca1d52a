import { Component, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { appConfig } from '@/config';

/**
 * The last stop for a render error, most often a part of the app that could not be downloaded
 * (offline before the service worker holds it, or replaced by a newer version). Instead of a
 * blank page it offers a reload; changes not yet sent wait in this browser's storage and go
 * after it.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('The page stopped working', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
        <div role="alert" className="flex flex-col items-center gap-4">
          <h1 className="text-xl font-semibold text-slate-900">This page could not be shown</h1>
          <p className="max-w-md text-sm text-slate-600">
            Part of {appConfig.productName} could not be loaded, perhaps because you are offline.
            Your changes are kept on this device. Reload the page to go on.
          </p>
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </div>
      </main>
    );
  }
}
