import { Link } from 'react-router-dom';
import { appConfig } from '@/config';
import { isAdministrator } from '@/domain/user';
import { useSession } from '@/stores/session/session.store';

export default function GoalsPage() {
  const user = useSession((s) => s.user);
  const admin = isAdministrator(user, appConfig.adminEmail);
  return (
    <section aria-labelledby="goals-title" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="goals-title" className="text-2xl font-bold tracking-tight text-slate-900">
          My Goals
        </h1>
        <nav aria-label="Goal pages" className="flex flex-wrap gap-2 text-sm">
          <Link
            className="rounded-lg bg-white px-3 py-2 font-medium ring-1 ring-slate-300"
            to="/subscription"
          >
            Plan
          </Link>
          {admin && (
            <Link
              className="rounded-lg bg-white px-3 py-2 font-medium ring-1 ring-slate-300"
              to="/admin"
            >
              Admin
            </Link>
          )}
        </nav>
      </div>
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
        No active goals yet. Create your first goal to get started!
      </p>
    </section>
  );
}
