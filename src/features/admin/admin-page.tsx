import { Link } from 'react-router-dom';

export default function AdminPage() {
  return (
    <section aria-labelledby="admin-title" className="space-y-4">
      <Link to="/goals" className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to Goals
      </Link>
      <h1 id="admin-title" className="text-2xl font-bold tracking-tight text-slate-900">
        Admin Dashboard
      </h1>
    </section>
  );
}
