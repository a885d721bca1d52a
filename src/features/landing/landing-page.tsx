import { AboutSection } from './about-section';
import { CtaSection } from './cta-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { LandingNav } from './landing-nav';
import { PricingSection } from './pricing-section';

/** The public landing page at `/` for signed-out visitors. Static: no data, no Firebase. */
export default function LandingPage() {
  return (
    <div id="top" className="flex min-h-dvh flex-col bg-white text-slate-900">
      <LandingNav />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <HeroSection />
        <FeaturesSection />
        <PricingSection />
        <AboutSection />
        <CtaSection />
      </main>
      <LandingFooter />
    </div>
  );
}
