import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

interface IconProps {
  className?: string;
}

function OutlineIcon({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cn('size-6', className)}
    >
      {children}
    </svg>
  );
}

export function TargetIcon({ className }: IconProps) {
  return (
    <OutlineIcon className={className}>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5" />
      <circle cx="12" cy="12" r="1.2" fill="currentColor" />
    </OutlineIcon>
  );
}

export function CalendarIcon({ className }: IconProps) {
  return (
    <OutlineIcon className={className}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
      <path d="m9 15 2 2 4-4" />
    </OutlineIcon>
  );
}

export function TrophyIcon({ className }: IconProps) {
  return (
    <OutlineIcon className={className}>
      <path d="M8 4h8v5a4 4 0 0 1-8 0V4Z" />
      <path d="M8 6H5.5a2.5 2.5 0 0 0 2.7 4.4M16 6h2.5a2.5 2.5 0 0 1-2.7 4.4" />
      <path d="M12 13v4M8.5 20.5h7M9.5 20.5l.5-3.5h4l.5 3.5" />
    </OutlineIcon>
  );
}

export function ClockIcon({ className }: IconProps) {
  return (
    <OutlineIcon className={className}>
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4l2.5 2.5M10 2.5h4M19 5.5l1.5 1.5" />
    </OutlineIcon>
  );
}

export function CheckIcon({ className }: IconProps) {
  return (
    <OutlineIcon className={cn('size-5', className)}>
      <path d="m5 12.5 4.5 4.5L19 7.5" strokeWidth="2.2" />
    </OutlineIcon>
  );
}
