/**
 * Every route of the spec, one tree for the server renderer and the browser. The public pages
 * (landing, discover, entry) have loaders (see page-data.ts) and each is its own chunk (React
 * Router's `lazy`): a page loads only its own code. The server names the chunk of the page it renders
 * (modulepreload) and the browser loads it before hydrating (see resolvePageModules). Every other
 * page is loaded lazily too, so public routes never pull admin, editor or CSV code. Guards wrap the
 * admin and partner trees (the database is the real wall; see RLS).
 */
import { lazy, Suspense, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, matchRoutes, Outlet, type HydrationState, type RouteObject } from 'react-router-dom';
import NotFoundPage from '@/features/notfound/NotFoundPage';
import { RouteLoading } from './RouteLoading';
import { RouteError } from './RouteError';
import { discoverLoader, entryLoader, landingLoader } from './page-data';

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
const Placeholder = lazy(() => import('@/features/admin/placeholders/PlaceholderPage'));
const Analytics = lazy(() => import('@/features/admin/analytics/AnalyticsPage'));

/**
 * The public pages' modules: the chunk the server preloads (its source path, as in Vite's manifest)
 * and how the router loads it. A unit test holds each path to its import.
 */
export const PAGE_MODULES = {
  landing: { source: 'src/features/landing/LandingPage.tsx', load: () => import('@/features/landing/LandingPage') },
  discover: { source: 'src/features/discover/DiscoverPage.tsx', load: () => import('@/features/discover/DiscoverPage') },
  entry: { source: 'src/features/entry/EntryPage.tsx', load: () => import('@/features/entry/EntryPage') },
} as const;

const lazyPage = (id: keyof typeof PAGE_MODULES) => async () => ({ Component: (await PAGE_MODULES[id].load()).default });

function page<P extends object>(Component: LazyExoticComponent<ComponentType<P>>, props?: P) {
  return (
    <Suspense fallback={<RouteLoading />}>
      <Component {...(props ?? ({} as P))} />
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

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    errorElement: <RouteError />,
    element: <Outlet />,
    children: [
      { id: 'landing', index: true, loader: landingLoader, lazy: lazyPage('landing') },
      { id: 'discover', path: 'discover', loader: discoverLoader, lazy: lazyPage('discover') },
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
      { id: 'entry', path: ':slug', loader: entryLoader, lazy: lazyPage('entry') },
      { id: 'not-found', path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The ids of the routes the server renders (the others are client-rendered from the app shell). */
export const SERVER_RENDERED_ROUTES: ReadonlySet<string> = new Set(['landing', 'discover', 'entry', 'not-found']);

/**
 * Loads the lazy modules of the routes matching `url` into the route tree, so that hydration renders
 * the very tree the server rendered (not a loading state). Call before createRouter.
 */
export async function resolvePageModules(url: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, url) ?? []).filter((m) => typeof m.route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, await load(), { lazy: undefined });
    }),
  );
}

/** The browser's router; `hydrationData` = the loader data the server rendered with. */
export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
