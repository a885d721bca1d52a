import { Link } from 'react-router-dom';
import { appConfig } from '@/config';
import { BrandMark } from '@/components/ui/brand-mark';
import { Button } from '@/components/ui/button';

/** Fallback for any path the router does not know. */
export default function NotFoundPage() {
  return (
    <main className="relative isolate flex min-h-dvh items-center justify-center overflow-hidden bg-white px-6 py-16">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-brand-50 via-white to-white"
      />
      <div className="max-w-md text-center">
        <BrandMark className="mx-auto size-12" />
        <p className="mt-8 text-sm font-semibold tracking-wide text-brand-600 uppercase">
          Error 404
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Page not found
        </h1>
        <p className="mt-4 text-base leading-7 text-slate-600">
          The page you are looking for does not exist or has moved. Let&apos;s get you back on track
          with {appConfig.productName}.
        </p>
        <div className="mt-8 flex justify-center">
          <Button asChild size="lg">
            <Link to="/">Go back home</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
