import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyDefault, lazyNamed } from '@/components/lazy-named';
import { CornerStack } from '@/components/ui/corner-stack';
import { FullScreenLoading } from '@/components/ui/spinner';
import { AfterFirstPaint } from './pwa/after-first-paint';
import { RequireAdministrator, RequireSignedIn, SignedOutOnly } from './routes/guards';
import { RootRoute } from './routes/root-route';

const NotFoundPage = lazyDefault(() => import('@/features/landing/not-found-page'));
const GlobalPwa = lazyNamed(() => import('./pwa/global-pwa'), 'GlobalPwa');
const GoalsRoute = lazyDefault(() => import('./routes/goals-route'));
const SignedInLayout = lazyDefault(() => import('./layout/signed-in-layout'));
const LoginPage = lazyDefault(() => import('@/features/auth/login-page'));
const SignupPage = lazyDefault(() => import('@/features/auth/signup-page'));
const ForgotPasswordPage = lazyDefault(() => import('@/features/auth/forgot-password-page'));
const AuthActionPage = lazyDefault(() => import('@/features/auth/auth-action-page'));
const AccountPage = lazyDefault(() => import('@/features/account/account-page'));
const SettingsPage = lazyDefault(() => import('@/features/settings/settings-page'));
const CompletedPage = lazyDefault(() => import('@/features/completed/completed-page'));
const HelpPage = lazyDefault(() => import('@/features/help/help-page'));
const SubscriptionPage = lazyDefault(() => import('@/features/subscription/subscription-page'));
const AdminPage = lazyDefault(() => import('@/features/admin/admin-page'));
const InsightsPage = lazyDefault(() => import('@/features/insights/insights-page'));
const ReviewPage = lazyDefault(() => import('@/features/review/review-page'));

/**
 * The route table from the specification; pages load on demand. The floating cards of every page
 * share one corner stack.
 */
export function AppRoutes() {
  return (
    <CornerStack>
      <Suspense fallback={<FullScreenLoading />}>
        <Routes>
          <Route path="/" element={<RootRoute />} />
          <Route element={<SignedOutOnly />}>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/signup" element={<SignupPage />} />
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          </Route>
          {/* The links in Firebase Auth's e-mails, signed in or not. */}
          <Route path="/auth/action" element={<AuthActionPage />} />
          <Route element={<RequireSignedIn />}>
            <Route element={<SignedInLayout />}>
              <Route path="/goals" element={<GoalsRoute />} />
              <Route path="/settings" element={<SettingsPage />} />
              <Route path="/completed" element={<CompletedPage />} />
              <Route path="/insights" element={<InsightsPage />} />
              <Route path="/review" element={<ReviewPage />} />
              <Route path="/help" element={<HelpPage />} />
              <Route path="/account" element={<AccountPage />} />
              <Route path="/subscription" element={<SubscriptionPage />} />
              <Route element={<RequireAdministrator />}>
                <Route path="/admin" element={<AdminPage />} />
              </Route>
            </Route>
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
        <AfterFirstPaint>
          <Suspense fallback={null}>
            <GlobalPwa />
          </Suspense>
        </AfterFirstPaint>
      </Suspense>
    </CornerStack>
  );
}
