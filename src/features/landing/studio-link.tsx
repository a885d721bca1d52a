import type { ReactNode } from 'react';
import { appConfig } from '@/config';
import { cn } from '@/components/ui/cn';
import { focusRing } from './landing-styles';

interface StudioLinkProps {
  className?: string;
  children?: ReactNode;
}

/** Link to the studio that built the product; always opens in a new tab. */
export function StudioLink({ className, children }: StudioLinkProps) {
  return (
    <a
      href={appConfig.studioUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(focusRing, 'font-semibold underline-offset-4 hover:underline', className)}
    >
      {children ?? appConfig.studioName}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
