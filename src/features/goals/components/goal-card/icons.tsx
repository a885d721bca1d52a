import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

function Icon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cn('size-4 shrink-0', className)}
    >
      {children}
    </svg>
  );
}

type IconProps = { className?: string };

export const PencilIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M16.9 3.6a2.1 2.1 0 0 1 3 3L8 18.5 4 20l1.5-4z" />
  </Icon>
);

export const GearIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </Icon>
);

export const TrashIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2m3 0-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />
    <path d="M10 11v6M14 11v6" />
  </Icon>
);

export const PlayIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12.5-7.5a1 1 0 0 0 0-1.72L8.5 3.64A1 1 0 0 0 7 4.5z" />
  </Icon>
);

export const ChevronIcon = ({ className, left }: IconProps & { left?: boolean }) => (
  <Icon className={className}>
    <path d={left ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
  </Icon>
);

export const TrophyIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0z" />
    <path d="M17 5h2.5a1.5 1.5 0 0 1 1.5 1.5V7a4 4 0 0 1-4 4M7 5H4.5A1.5 1.5 0 0 0 3 6.5V7a4 4 0 0 0 4 4" />
  </Icon>
);

export const MedalIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M7.2 2h3.6L13 7M16.8 2h-3.6L11.5 5.5" />
    <circle cx="12" cy="15" r="6" />
    <path d="M12 12.5v5" />
  </Icon>
);

export const ListIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />
  </Icon>
);

const ICON_BUTTON_BASE =
  'inline-flex size-8 items-center justify-center rounded-lg text-slate-500 transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-brand-600';

/** Shared look of the small square icon buttons in a card header. */
export const ICON_BUTTON = `${ICON_BUTTON_BASE} hover:bg-slate-100 hover:text-slate-900`;
export const DANGER_ICON_BUTTON = `${ICON_BUTTON_BASE} hover:bg-red-50 hover:text-red-600`;

/** A small red text button (Remove, Delete) without the neutral ghost colours to fight. */
export const DANGER_TEXT_BUTTON =
  'inline-flex h-8 items-center rounded-lg px-3 text-sm font-semibold text-red-600 ' +
  'transition-colors hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-600';
