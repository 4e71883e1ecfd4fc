/**
 * The routes the server never renders: account pages (sign in, sign up, password reset) and the
 * partner and admin trees. The browser adds them to the route tree on the first navigation under
 * one of PRIVATE_SECTIONS (see createRouter in routes.tsx), so public pages never load their
 * definitions; the server renderer has them from the start (it answers them with the app shell).
 * Every page is its own chunk. Guards wrap the admin and partner trees (the database is the real
 * wall; see RLS).
 */
import { lazy, Suspense, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { RouteLoading } from './RouteLoading';
import { PageTitle } from './PageTitle';

// The guard is only needed on admin and partner pages: it loads with them.
const Guard = lazy(() => import('./guards').then((m) => ({ default: m.RequireRole })));
const Login = lazy(() => import('@/features/auth/LoginPage'));
const Signup = lazy(() => import('@/features/auth/SignupPage'));
const ForgotPassword = lazy(() => import('@/features/auth/ForgotPasswordPage'));
const ResetPassword = lazy(() => import('@/features/auth/ResetPasswordPage'));
const PartnerDashboard = lazy(() => import('@/features/partners/PartnerDashboard'));
const PartnerLayout = lazy(() => import('@/features/partners/PartnerLayout'));
const PartnerArticles = lazy(() => import('@/features/partners/PartnerArticlesPage'));
const PartnerDrafts = lazy(() => import('@/features/partners/PartnerDraftsPage'));
const PartnerProfile = lazy(() => import('@/features/partners/PartnerProfilePage'));
const ReviewPage = lazy(() => import('@/features/admin/articles/ReviewPage'));
const AdminLayout = lazy(() => import('@/features/admin/layout/AdminLayout'));
const Dashboard = lazy(() => import('@/features/admin/dashboard/DashboardPage'));
const ArticleList = lazy(() => import('@/features/admin/articles/ArticleListPage'));
const ArticleBuilder = lazy(() => import('@/features/admin/articles/ArticleBuilderPage'));
const CheeseList = lazy(() => import('@/features/admin/cheeses/CheeseListPage'));
const CheeseForm = lazy(() => import('@/features/admin/cheeses/CheeseFormPage'));
const PairingList = lazy(() => import('@/features/admin/pairings/PairingListPage'));
const PairingForm = lazy(() => import('@/features/admin/pairings/PairingFormPage'));
const ImportWizard = lazy(() => import('@/features/admin/import/ImportWizardPage'));
const Users = lazy(() => import('@/features/admin/users/UsersPage'));
const Partners = lazy(() => import('@/features/admin/partners/PartnersPage'));
const Analytics = lazy(() => import('@/features/admin/analytics/AnalyticsPage'));

/** A route's page: its document title (every route has one) and its lazily loaded component. */
function page<P extends object>(title: string, Component: LazyExoticComponent<ComponentType<P>>, props?: P) {
  return (
    <>
      <PageTitle title={title} />
      <Suspense fallback={<RouteLoading />}>
        <Component {...(props ?? ({} as P))} />
      </Suspense>
    </>
  );
}

/** A layout route's element (its pages name the document). */
function layout(Component: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<RouteLoading />}>
      <Component />
    </Suspense>
  );
}

function RequireRole(props: ComponentProps<typeof Guard>) {
  return (
    <Suspense fallback={<RouteLoading />}>
      <Guard {...props} />
    </Suspense>
  );
}

/** Children of the root route ('root' in routes.tsx). */
export const privateRoutes: RouteObject[] = [
  { path: 'login', element: page('Sign In', Login) },
  { path: 'signup', element: page('Sign Up', Signup) },
  { path: 'forgot-password', element: page('Forgot Password', ForgotPassword) },
  { path: 'reset-password', element: page('Reset Password', ResetPassword) },
  {
    path: 'partners',
    element: (
      <RequireRole roles={['partner', 'admin']}>
        <Outlet />
      </RequireRole>
    ),
    children: [
      // The same builder as the admins', composed here in partner mode (features never import each other).
      { path: 'articles/new', element: page('New Article', ArticleBuilder, { audience: 'partner' as const }) },
      { path: 'articles/edit/:id', element: page('Edit Article', ArticleBuilder, { audience: 'partner' as const }) },
      {
        element: layout(PartnerLayout),
        children: [
          { index: true, element: page('Partner Dashboard', PartnerDashboard) },
          { path: 'articles', element: page('My Articles', PartnerArticles) },
          { path: 'drafts', element: page('Drafts', PartnerDrafts) },
          { path: 'profile', element: page('Profile', PartnerProfile) },
        ],
      },
    ],
  },
  {
    path: 'admin',
    element: (
      <RequireRole roles={['admin']}>
        <Outlet />
      </RequireRole>
    ),
    children: [
      // The article builder sits outside the sidebar layout (spec section 2).
      { path: 'articles/new', element: page('New Article', ArticleBuilder) },
      { path: 'articles/edit/:id', element: page('Edit Article', ArticleBuilder) },
      {
        element: layout(AdminLayout),
        children: [
          { index: true, element: page('Admin Dashboard', Dashboard) },
          { path: 'articles', element: page('Articles', ArticleList) },
          { path: 'articles/review/:id', element: page('Review Article', ReviewPage) },
          { path: 'cheeses', element: page('Cheeses', CheeseList) },
          { path: 'cheeses/new', element: page('Add Cheese', CheeseForm) },
          { path: 'cheeses/edit/:id', element: page('Edit Cheese', CheeseForm) },
          { path: 'cheeses/import', element: page('Import Cheeses', ImportWizard, { entity: 'cheeses' as const }) },
          { path: 'pairings/import', element: page('Import Pairings', ImportWizard, { entity: 'pairings' as const }) },
          { path: 'pairings', element: page('Pairings', PairingList) },
          { path: 'pairings/new', element: page('Create Pairing', PairingForm) },
          { path: 'pairings/edit/:id', element: page('Edit Pairing', PairingForm) },
          { path: 'partners', element: page('Partners', Partners) },
          { path: 'users', element: page('Users', Users) },
          { path: 'analytics', element: page('Analytics', Analytics) },
        ],
      },
    ],
  },
];
