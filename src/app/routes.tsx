/**
 * Every route of the spec. Pages are loaded lazily so that public routes never pull admin, editor or
 * CSV code. Guards wrap the admin and partner trees (the database is the real wall; see RLS).
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { RequireRole } from './guards';
import { RouteLoading } from './RouteLoading';
import { RouteError } from './RouteError';

const Landing = lazy(() => import('@/features/landing/LandingPage'));
const Discover = lazy(() => import('@/features/discover/DiscoverPage'));
const Entry = lazy(() => import('@/features/entry/EntryPage'));
const Login = lazy(() => import('@/features/auth/LoginPage'));
const Signup = lazy(() => import('@/features/auth/SignupPage'));
const ForgotPassword = lazy(() => import('@/features/auth/ForgotPasswordPage'));
const ResetPassword = lazy(() => import('@/features/auth/ResetPasswordPage'));
const NotFound = lazy(() => import('@/features/notfound/NotFoundPage'));
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
const Placeholder = lazy(() => import('@/features/admin/placeholders/PlaceholderPage'));
const Analytics = lazy(() => import('@/features/admin/analytics/AnalyticsPage'));

function page<P extends object>(Component: LazyExoticComponent<ComponentType<P>>, props?: P) {
  return (
    <Suspense fallback={<RouteLoading />}>
      <Component {...(props ?? ({} as P))} />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteError />,
    element: <Outlet />,
    children: [
      { index: true, element: page(Landing) },
      { path: 'discover', element: page(Discover) },
      { path: 'login', element: page(Login) },
      { path: 'signup', element: page(Signup) },
      { path: 'forgot-password', element: page(ForgotPassword) },
      { path: 'reset-password', element: page(ResetPassword) },
      {
        path: 'partners',
        element: (
          <RequireRole roles={['partner', 'admin']}>
            <Outlet />
          </RequireRole>
        ),
        children: [
          // The same builder as the admins', composed here in partner mode (features never import each other).
          { path: 'articles/new', element: page(ArticleBuilder, { audience: 'partner' as const }) },
          { path: 'articles/edit/:id', element: page(ArticleBuilder, { audience: 'partner' as const }) },
          {
            element: page(PartnerLayout),
            children: [
              { index: true, element: page(PartnerDashboard) },
              { path: 'articles', element: page(PartnerArticles) },
              { path: 'drafts', element: page(PartnerDrafts) },
              { path: 'profile', element: page(PartnerProfile) },
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
          { path: 'articles/new', element: page(ArticleBuilder) },
          { path: 'articles/edit/:id', element: page(ArticleBuilder) },
          {
            element: page(AdminLayout),
            children: [
              { index: true, element: page(Dashboard) },
              { path: 'articles', element: page(ArticleList) },
              { path: 'articles/review/:id', element: page(ReviewPage) },
              { path: 'cheeses', element: page(CheeseList) },
              { path: 'cheeses/new', element: page(CheeseForm) },
              { path: 'cheeses/edit/:id', element: page(CheeseForm) },
              { path: 'cheeses/import', element: page(ImportWizard, { entity: 'cheeses' as const }) },
              { path: 'pairings/import', element: page(ImportWizard, { entity: 'pairings' as const }) },
              { path: 'pairings', element: page(PairingList) },
              { path: 'pairings/new', element: page(PairingForm) },
              { path: 'pairings/edit/:id', element: page(PairingForm) },
              { path: 'partners', element: page(Placeholder, { title: 'Partners', comingSoon: false }) },
              { path: 'promotions', element: page(Placeholder, { title: 'Promotions', comingSoon: false }) },
              { path: 'users', element: page(Users) },
              { path: 'analytics', element: page(Analytics) },
            ],
          },
        ],
      },
      { path: ':slug', element: page(Entry) },
      { path: '*', element: page(NotFound) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
