import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyWithRetry } from '@/ui/lazyWithRetry';
import AppLayout from './layout/AppLayout';
import CandidateLayout from './layout/CandidateLayout';
import { RedirectIfLoggedIn, RequireCandidate } from '@/features/session/guards';

const LandingPage = lazyWithRetry(() => import(/* webpackChunkName: "landing" */ '@/features/marketing/LandingPage'));
const SmartMatchPage = lazyWithRetry(() => import(/* webpackChunkName: "smart-match" */ '@/features/marketing/SmartMatchPage'));
const AboutPage = lazyWithRetry(() => import(/* webpackChunkName: "about" */ '@/features/marketing/AboutPage'));
const TermsPage = lazyWithRetry(() => import(/* webpackChunkName: "terms" */ '@/features/marketing/TermsPage'));
const ArticlesPage = lazyWithRetry(() => import(/* webpackChunkName: "articles" */ '@/features/marketing/ArticlesPage'));
const ArticlePage = lazyWithRetry(() => import(/* webpackChunkName: "article" */ '@/features/marketing/ArticlePage'));
const ContactPage = lazyWithRetry(() => import(/* webpackChunkName: "contact" */ '@/features/marketing/ContactPage'));
const BrowseOverviewPage = lazyWithRetry(() => import(/* webpackChunkName: "browse" */ '@/features/marketing/BrowseOverviewPage'));
const JobsPage = lazyWithRetry(() => import(/* webpackChunkName: "jobs" */ '@/features/jobs/JobsPage'));
const LoginPage = lazyWithRetry(() => import(/* webpackChunkName: "login" */ '@/features/session/LoginPage'));
const RegisterPage = lazyWithRetry(() => import(/* webpackChunkName: "register" */ '@/features/session/RegisterPage'));
const ForgotPasswordPage = lazyWithRetry(() => import(/* webpackChunkName: "forgot-password" */ '@/features/session/ForgotPasswordPage'));
const DashboardPage = lazyWithRetry(() => import(/* webpackChunkName: "dashboard" */ '@/features/candidate/DashboardPage'));
const MyProfilePage = lazyWithRetry(() => import(/* webpackChunkName: "my-profile" */ './support/MyProfileWithDiagnostics'));
const SubscriptionPage = lazyWithRetry(() => import(/* webpackChunkName: "subscription" */ '@/features/candidate/SubscriptionPage'));
const JobTablePage = lazyWithRetry(() => import(/* webpackChunkName: "job-table" */ '@/features/candidate/JobTablePage'));
const SupportReplayPage = lazyWithRetry(() => import(/* webpackChunkName: "support-replay" */ './support/SupportReplayPage'));
const NotFoundPage = lazyWithRetry(() => import(/* webpackChunkName: "not-found" */ './NotFoundPage'));
const SmartMatchSlotsPage = lazyWithRetry(() => import(/* webpackChunkName: "smartmatch-slots" */ '@/features/smartmatch/SmartMatchSlotsPage'));

const c = paths.candidate;

/**
 * The candidate's screens (spec 2.2, 2.3), every path from config/paths.ts: the pages inside the frame, and what the
 * support replay draws in its sandbox.
 */
export const screenRoutes: RouteObject[] = [
  { path: paths.home.path, element: <LandingPage /> },
  { path: paths.smartMatch.path, element: <SmartMatchPage /> },
  { path: paths.aboutUs.path, element: <AboutPage /> },
  { path: paths.terms.path, element: <TermsPage /> },
  { path: paths.articles.path, element: <ArticlesPage /> },
  { path: paths.article.path, element: <ArticlePage /> },
  { path: paths.contactUs.path, element: <ContactPage /> },
  { path: paths.jobs.path, element: <JobsPage /> },
  { path: paths.jobsByCategories.path, element: <BrowseOverviewPage type="function" /> },
  { path: paths.jobsByCategory.path, element: <JobsPage browseType="function" /> },
  { path: paths.jobsByCities.path, element: <BrowseOverviewPage type="city" /> },
  { path: paths.jobsByCity.path, element: <JobsPage browseType="city" /> },
  { path: paths.jobsByCompanies.path, element: <BrowseOverviewPage type="companies" /> },
  { path: paths.jobsByCompany.path, element: <JobsPage browseType="companies" /> },
  { element: <RedirectIfLoggedIn page="login" />, children: [{ path: paths.login.path, element: <LoginPage /> }] },
  { element: <RedirectIfLoggedIn page="register" />, children: [{ path: paths.register.path, element: <RegisterPage /> }] },
  { path: paths.forgotPassword.path, element: <ForgotPasswordPage /> },
  {
    element: <RequireCandidate />,
    children: [
      {
        element: <CandidateLayout />,
        children: [
          { path: c.dashboard.path, element: <DashboardPage /> },
          { path: c.myProfile.path, element: <MyProfilePage /> },
          { path: c.smartmatch.path, element: <SmartMatchSlotsPage /> },
          { path: c.subscription.path, element: <SubscriptionPage /> },
          { path: c.featuredJobs.path, element: <JobTablePage type="featured_jobs" /> },
          { path: c.smartmatchFeaturedJobs.path, element: <JobTablePage type="featured_jobs" /> },
          { path: c.availableJobs.path, element: <JobTablePage type="available_jobs" /> },
          { path: c.appliedJobs.path, element: <JobTablePage type="applied_jobs" /> },
          { path: c.savedJobs.path, element: <JobTablePage type="saved_jobs" /> },
          { path: c.hiringRequest.path, element: <JobTablePage type="hiring_request" /> },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * The route table, rendered by AppRoutes (declarative mode): the screens in the frame, plus the support replay, which
 * is handed the screens rather than importing this module (so the lazy page and its router form no import circle).
 * AppLayout holds the error boundary around the page, so a failed chunk or a crashing screen keeps the navigation bar
 * and footer around it.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [...screenRoutes, { path: paths.supportReplay.path, element: <SupportReplayPage screens={screenRoutes} /> }],
  },
];
