import { Link } from 'react-router-dom';

/** The way back from a secondary page to the goals. */
export function BackToGoalsLink() {
  return (
    <Link
      to="/goals"
      className="inline-block rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      ← Back to Goals
    </Link>
  );
}
