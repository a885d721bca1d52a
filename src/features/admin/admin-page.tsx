import * as Tabs from '@radix-ui/react-tabs';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { resetAdminStore, useAdmin } from '@/stores/admin/admin.store';
import { AdWaysTab } from './components/ad-ways-tab';
import { CampaignsTab } from './components/campaigns-tab';
import { UsersTab } from './components/users-tab';

const TABS = [
  { value: 'users', label: 'User Management', Panel: UsersTab },
  { value: 'campaigns', label: 'Advertising Campaigns', Panel: CampaignsTab },
  { value: 'ways', label: 'Advertising Ways', Panel: AdWaysTab },
] as const;

/** /admin: users, campaigns and advertising ways. Each tab loads its list when opened. */
export default function AdminPage() {
  const error = useAdmin((s) => s.error);
  useEffect(() => {
    return resetAdminStore;
  }, []);

  return (
    <section aria-labelledby="admin-title" className="space-y-4">
      <Button asChild variant="secondary" size="sm">
        <Link to="/goals">← Back to Goals</Link>
      </Button>
      <h1 id="admin-title" className="text-2xl font-bold tracking-tight text-slate-900">
        Admin Dashboard
      </h1>
      <ErrorBox message={error} />
      <Tabs.Root defaultValue="users" className="space-y-4">
        <Tabs.List
          aria-label="Admin sections"
          className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1"
        >
          {TABS.map(({ value, label }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="rounded-lg px-4 py-2 text-sm font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
            >
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ value, Panel }) => (
          <Tabs.Content key={value} value={value} className="focus-visible:outline-none">
            <Panel />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
