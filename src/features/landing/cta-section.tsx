import { Link } from 'react-router-dom';
import { appConfig } from '@/config';
import { Button } from '@/components/ui/button';
import { container } from './landing-styles';

export function CtaSection() {
  return (
    <section aria-labelledby="cta-title" className="bg-white pb-20 sm:pb-28">
      <div className={container}>
        <div className="relative isolate overflow-hidden rounded-3xl bg-brand-50 px-6 py-14 text-center ring-1 ring-brand-100 sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-brand-100 blur-2xl"
          />
          <h2
            id="cta-title"
            className="text-3xl font-bold tracking-tight text-balance text-brand-900 sm:text-4xl"
          >
            Your next level starts with one session
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-pretty text-slate-700">
            Create a free {appConfig.productName} account, add your first goal and start the timer.
            It takes less than a minute.
          </p>
          <div className="mt-8 flex justify-center">
            <Button asChild size="lg" className="w-full shadow-md shadow-brand-600/20 sm:w-auto">
              <Link to="/signup">Create your free account</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
