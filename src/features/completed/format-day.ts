import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';

/** An ISO timestamp as 'Mar 4, 2025' in local time; '—' when missing or unreadable. */
export function formatDay(iso: string | undefined): string {
  if (!iso) return '—';
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'MMM d, yyyy') : '—';
}
