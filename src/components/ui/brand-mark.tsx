import { cn } from './cn';

/** The product's logo mark (same artwork as public/favicon.svg). Decorative by default. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className={cn('size-8 shrink-0', className)}
    >
      <rect width="64" height="64" rx="14" fill="#4f46e5" />
      <path
        d="M16 46V20l16 16 16-16v26"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
