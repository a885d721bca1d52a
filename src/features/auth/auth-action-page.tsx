import { Link, useLocation } from 'react-router-dom';
import { ErrorBox } from '@/components/ui/error-box';
import { ACTION_LINK_UNKNOWN, parseAuthAction } from '@/domain/account';
import { AuthCard } from './components/auth-card';
import { EmailLinkAction } from './components/email-link-action';
import { ResetPasswordAction } from './components/reset-password-action';

/**
 * The links in the e-mails Firebase Auth sends (its custom action handler URL): a password
 * reset, verifying an address, and verifying a new address before the change.
 */
export default function AuthActionPage() {
  const action = parseAuthAction(useLocation().search);
  if (action.mode === 'resetPassword') return <ResetPasswordAction code={action.code} />;
  if (action.mode !== 'unknown') return <EmailLinkAction mode={action.mode} code={action.code} />;
  return (
    <AuthCard
      title="This link does not work"
      subtitle="It may be incomplete."
      footer={
        <Link to="/" className="text-slate-500 hover:text-slate-800 hover:underline">
          ← Back to Home
        </Link>
      }
    >
      <ErrorBox message={ACTION_LINK_UNKNOWN} />
    </AuthCard>
  );
}
