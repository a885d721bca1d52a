import { Link } from 'react-router-dom';
import { appConfig } from '@/config';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { HeroPreview } from './hero-preview';
import { container } from './landing-styles';

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-brand-50 via-white to-white"
      />
      <div
        aria-hidden="true"
        className="absolute top-[-12rem] left-1/2 -z-10 size-[36rem] -translate-x-1/2 rounded-full bg-brand-100/70 blur-3xl lg:left-3/4"
      />
      <div
        className={cn(
          container,
          'grid items-center gap-14 pt-14 pb-20 sm:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-12 lg:pt-24 lg:pb-28',
        )}
      >
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 shadow-sm ring-1 ring-brand-100">
            <span className="size-1.5 rounded-full bg-brand-600" aria-hidden="true" />
            Deliberate practice, made visible
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-[3.25rem] xl:text-[3.5rem]"
          >
            Master any skill, <span className="text-brand-600">one focused hour</span> at a time
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-8 text-pretty text-slate-600 lg:mx-0">
            {appConfig.productName} turns practice into progress you can see. Set goals, time every
            session, mark practice days on a calendar and earn weekly trophies as you level up from
            Beginner to God.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <Button asChild size="lg" className="shadow-md shadow-brand-600/20">
              <Link to="/signup">
                Start Your Journey
                <ArrowRight />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to="/login">Sign In</Link>
            </Button>
          </div>
          <p className="mt-5 text-sm text-slate-600">
            Free plan included. No credit card required.
          </p>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}

function ArrowRight() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-5">
      <path
        fillRule="evenodd"
        d="M3 10a.75.75 0 0 1 .75-.75h10.638l-3.96-3.71a.75.75 0 1 1 1.026-1.094l5.25 4.92a.75.75 0 0 1 0 1.094l-5.25 4.92a.75.75 0 0 1-1.026-1.094l3.96-3.71H3.75A.75.75 0 0 1 3 10Z"
        clipRule="evenodd"
      />
    </svg>
  );
}
