/**
 * The routes the server never renders: account pages (sign in, sign up, password reset) and the
 * partner and admin trees. The browser adds them to the route tree on the first navigation under
 * one of PRIVATE_SECTIONS (see createRouter in routes.tsx), so public pages never load their
 * definitions; the server renderer has them from the start (it answers them with the app shell).
 * Every page is its own chunk. Guards wrap the admin and partner trees (the database is the real
 * wall; see RLS).
 */
import { Suspense, useEffect, type ComponentProps, type ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { whenIdle } from '@/data/public';
import { preloadable } from '@/ui/preloadable';
import { RouteLoading } from './RouteLoading';
import { PageTitle } from './PageTitle';

// The guard is only needed on admin and partner pages: it loads with them.
const Guard = preloadable(() => import('./guards').then((m) => m.RequireRole));
const lazyPage = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) => preloadable(() => load().then((m) => m.default));
// Each page's chunk, named once: the routes below render them, route loaders fetch them as soon as
// the route matches, and an editor's session loads its area's pages ahead (see PrepareEditing).
const pages = {
  Login: lazyPage(() => import('@/features/auth/LoginPage')),
  Signup: lazyPage(() => import('@/features/auth/SignupPage')),
  ForgotPassword: lazyPage(() => import('@/features/auth/ForgotPasswordPage')),
  ResetPassword: lazyPage(() => import('@/features/auth/ResetPasswordPage')),
  PartnerDashboard: lazyPage(() => import('@/features/partners/PartnerDashboard')),
  PartnerLayout: lazyPage(() => import('@/features/partners/PartnerLayout')),
  PartnerArticles: lazyPage(() => import('@/features/partners/PartnerArticlesPage')),
  PartnerDrafts: lazyPage(() => import('@/features/partners/PartnerDraftsPage')),
  PartnerProfile: lazyPage(() => import('@/features/partners/PartnerProfilePage')),
  ReviewPage: lazyPage(() => import('@/features/admin/articles/ReviewPage')),
  AdminLayout: lazyPage(() => import('@/features/admin/layout/AdminLayout')),
  Dashboard: lazyPage(() => import('@/features/admin/dashboard/DashboardPage')),
  ArticleList: lazyPage(() => import('@/features/admin/articles/ArticleListPage')),
  ArticleBuilder: lazyPage(() => import('@/features/admin/articles/ArticleBuilderPage')),
  CheeseList: lazyPage(() => import('@/features/admin/cheeses/CheeseListPage')),
  CheeseForm: lazyPage(() => import('@/features/admin/cheeses/CheeseFormPage')),
  PairingList: lazyPage(() => import('@/features/admin/pairings/PairingListPage')),
  PairingForm: lazyPage(() => import('@/features/admin/pairings/PairingFormPage')),
  ImportWizard: lazyPage(() => import('@/features/admin/import/ImportWizardPage')),
  Users: lazyPage(() => import('@/features/admin/users/UsersPage')),
  Partners: lazyPage(() => import('@/features/admin/partners/PartnersPage')),
  Analytics: lazyPage(() => import('@/features/admin/analytics/AnalyticsPage')),
  Newsletter: lazyPage(() => import('@/features/admin/newsletter/NewsletterPage')),
  NewsletterCompose: lazyPage(() => import('@/features/admin/newsletter/ComposePage')),
  Trash: lazyPage(() => import('@/features/admin/trash/TrashPage')),
  Activity: lazyPage(() => import('@/features/admin/activity/ActivityPage')),
  BrokenLinks: lazyPage(() => import('@/features/admin/links/BrokenLinksPage')),
};
type PageName = keyof typeof pages;

/** The pages of each guarded area: what an editor may open next, with or without a network. */
const AREA_PAGES: Record<'partners' | 'admin', PageName[]> = {
  partners: ['PartnerLayout', 'PartnerDashboard', 'PartnerArticles', 'PartnerDrafts', 'PartnerProfile', 'ArticleBuilder'],
  admin: ['AdminLayout', 'Dashboard', 'ArticleList', 'ArticleBuilder', 'ReviewPage', 'CheeseList', 'CheeseForm', 'PairingList', 'PairingForm', 'ImportWizard', 'Users', 'Partners', 'Analytics', 'Newsletter', 'NewsletterCompose', 'Trash', 'Activity', 'BrokenLinks'],
};

const { Login, Signup, ForgotPassword, ResetPassword, PartnerDashboard, PartnerLayout, PartnerArticles, PartnerDrafts, PartnerProfile, ReviewPage } = pages;
const { AdminLayout, Dashboard, ArticleList, ArticleBuilder, CheeseList, CheeseForm, PairingList, PairingForm, ImportWizard, Users, Partners, Analytics, Newsletter, NewsletterCompose, Trash, Activity, BrokenLinks } = pages;

/**
 * Once the guard has let an editor in: the area's pages and the editing engine are loaded into
 * memory, so that a tab that then loses the network can still open any screen of the area and save
 * (a page or engine chunk fetched on demand would fail offline when no service worker holds it).
 */
function PrepareEditing({ area }: { area: 'partners' | 'admin' }) {
  useEffect(() => {
    let cancelled = false;
    // The editing engine at once: an editor who opens a form and loses the network a moment later
    // must still be able to queue a save (on a busy device the browser's idle time came too late).
    const engine = import('@/data').then((data) => data.prepareEditing());
    // The area's other pages when the browser is idle: the page being opened (and the first sync) first.
    const cancelIdle = whenIdle(() => {
      void Promise.all([engine, ...AREA_PAGES[area].map((name) => pages[name].load())])
        .then(() => {
          if (!cancelled) document.documentElement.dataset.editingReady = area;
        })
        .catch((e: unknown) => console.warn('Could not load the editing screens ahead; they load when opened', e));
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [area]);
  return null;
}

/**
 * A route loader that starts fetching its page's code at once, while the guard still checks the
 * session (the page renders only after it), instead of after. It loads no data.
 */
function prefetch(name: PageName): () => null {
  return () => {
    if (typeof window !== 'undefined') void pages[name].load().catch(() => undefined);
    return null;
  };
}

/** A route's page: its document title (every route has one) and its lazily loaded component. */
function page<P extends object>(title: string, Component: ComponentType<P>, props?: P) {
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
function layout(Component: ComponentType<object>) {
  return (
    <Suspense fallback={<RouteLoading />}>
      <Component />
    </Suspense>
  );
}

function RequireRole({ area, children, ...props }: ComponentProps<typeof Guard> & { area: 'partners' | 'admin' }) {
  return (
    <Suspense fallback={<RouteLoading />}>
      <Guard {...props}>
        <PrepareEditing area={area} />
        {children}
      </Guard>
    </Suspense>
  );
}

/**
 * A signed-in area (/partners, /admin): its routes behind the role guard, whose code starts loading
 * as soon as the area is navigated to (in the browser only).
 */
function guardedArea(area: 'partners' | 'admin', roles: ComponentProps<typeof Guard>['roles'], children: RouteObject[]): RouteObject {
  return {
    path: area,
    loader: () => {
      if (typeof window !== 'undefined') void Guard.load().catch(() => undefined);
      return null;
    },
    element: (
      <RequireRole area={area} roles={roles}>
        <Outlet />
      </RequireRole>
    ),
    children,
  };
}

/** Children of the root route ('root' in routes.tsx). */
export const privateRoutes: RouteObject[] = [
  { path: 'login', loader: prefetch('Login'), element: page('Sign In', Login) },
  { path: 'signup', loader: prefetch('Signup'), element: page('Sign Up', Signup) },
  { path: 'forgot-password', loader: prefetch('ForgotPassword'), element: page('Forgot Password', ForgotPassword) },
  { path: 'reset-password', loader: prefetch('ResetPassword'), element: page('Reset Password', ResetPassword) },
  guardedArea('partners', ['partner', 'admin'], [
    // The same builder as the admins', composed here in partner mode (features never import each other).
    { path: 'articles/new', loader: prefetch('ArticleBuilder'), element: page('New Article', ArticleBuilder, { audience: 'partner' as const }) },
    { path: 'articles/edit/:id', loader: prefetch('ArticleBuilder'), element: page('Edit Article', ArticleBuilder, { audience: 'partner' as const }) },
    {
      loader: prefetch('PartnerLayout'),
      element: layout(PartnerLayout),
      children: [
        { index: true, loader: prefetch('PartnerDashboard'), element: page('Partner Dashboard', PartnerDashboard) },
        { path: 'articles', loader: prefetch('PartnerArticles'), element: page('My Articles', PartnerArticles) },
        { path: 'drafts', loader: prefetch('PartnerDrafts'), element: page('Drafts', PartnerDrafts) },
        { path: 'profile', loader: prefetch('PartnerProfile'), element: page('Profile', PartnerProfile) },
      ],
    },
  ]),
  guardedArea('admin', ['admin'], [
    // The article builder sits outside the sidebar layout.
    { path: 'articles/new', loader: prefetch('ArticleBuilder'), element: page('New Article', ArticleBuilder) },
    { path: 'articles/edit/:id', loader: prefetch('ArticleBuilder'), element: page('Edit Article', ArticleBuilder) },
    {
      loader: prefetch('AdminLayout'),
      element: layout(AdminLayout),
      children: [
        { index: true, loader: prefetch('Dashboard'), element: page('Admin Dashboard', Dashboard) },
        { path: 'articles', loader: prefetch('ArticleList'), element: page('Articles', ArticleList) },
        { path: 'articles/review/:id', loader: prefetch('ReviewPage'), element: page('Review Article', ReviewPage) },
        { path: 'cheeses', loader: prefetch('CheeseList'), element: page('Cheeses', CheeseList) },
        { path: 'cheeses/new', loader: prefetch('CheeseForm'), element: page('Add Cheese', CheeseForm) },
        { path: 'cheeses/edit/:id', loader: prefetch('CheeseForm'), element: page('Edit Cheese', CheeseForm) },
        { path: 'cheeses/import', loader: prefetch('ImportWizard'), element: page('Import Cheeses', ImportWizard, { entity: 'cheeses' as const }) },
        { path: 'pairings/import', loader: prefetch('ImportWizard'), element: page('Import Pairings', ImportWizard, { entity: 'pairings' as const }) },
        { path: 'pairings', loader: prefetch('PairingList'), element: page('Pairings', PairingList) },
        { path: 'pairings/new', loader: prefetch('PairingForm'), element: page('Create Pairing', PairingForm) },
        { path: 'pairings/edit/:id', loader: prefetch('PairingForm'), element: page('Edit Pairing', PairingForm) },
        { path: 'partners', loader: prefetch('Partners'), element: page('Partners', Partners) },
        { path: 'users', loader: prefetch('Users'), element: page('Users', Users) },
        { path: 'analytics', loader: prefetch('Analytics'), element: page('Analytics', Analytics) },
        { path: 'newsletter', loader: prefetch('Newsletter'), element: page('Newsletter', Newsletter) },
        { path: 'newsletter/new', loader: prefetch('NewsletterCompose'), element: page('New Announcement', NewsletterCompose) },
        { path: 'newsletter/edit/:id', loader: prefetch('NewsletterCompose'), element: page('Edit Announcement', NewsletterCompose) },
        { path: 'trash', loader: prefetch('Trash'), element: page('Trash', Trash) },
        { path: 'activity', loader: prefetch('Activity'), element: page('Activity', Activity) },
        { path: 'links', loader: prefetch('BrokenLinks'), element: page('Broken Links', BrokenLinks) },
      ],
    },
  ]),
];
