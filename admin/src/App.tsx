import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { CoreAdminContext, CoreAdminUI, CustomRoutes, Resource, memoryStore } from 'react-admin';
import { createBrowserRouter, Navigate, Route, RouterProvider } from 'react-router';
import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { ADMIN_BASENAME } from './env.ts';
import { authProvider } from './providers/authProvider.ts';
import { dataProvider } from './providers/lazyDataProvider.ts';
import { i18nProvider } from './i18n/i18nProvider.ts';
import { theme } from './theme.ts';
import { LoadingScreen } from './layout/LoadingScreen.tsx';
import { ErrorPage } from './layout/ErrorPage.tsx';
import { Toaster } from './layout/Toaster.tsx';
import { SessionWatcher } from './layout/SessionWatcher.tsx';

// Every screen is its own chunk, and so is the frame around them (sidebar,
// header, publish status): the first load is the login page's, which needs none of it.
const AdminLayout = lazy(() => import('./layout/AdminLayout.tsx'));
const Dashboard = lazy(() => import('./dashboard/Dashboard.tsx'));
const PackageList = lazy(() => import('./packages/PackageList.tsx'));
const PackageCreate = lazy(() => import('./packages/PackageCreate.tsx'));
const PackageEdit = lazy(() => import('./packages/PackageEdit.tsx'));
const ArticleList = lazy(() => import('./articles/ArticleList.tsx'));
const ArticleCreate = lazy(() => import('./articles/ArticleCreate.tsx'));
const ArticleEdit = lazy(() => import('./articles/ArticleEdit.tsx'));
const AlbumList = lazy(() => import('./albums/AlbumList.tsx'));
const AlbumCreate = lazy(() => import('./albums/AlbumCreate.tsx'));
const AlbumEdit = lazy(() => import('./albums/AlbumEdit.tsx'));
const HotelList = lazy(() => import('./hotels/HotelList.tsx'));
const HotelCreate = lazy(() => import('./hotels/HotelCreate.tsx'));
const HotelEdit = lazy(() => import('./hotels/HotelEdit.tsx'));
const PartnerList = lazy(() => import('./partners/PartnerList.tsx'));
const PartnerCreate = lazy(() => import('./partners/PartnerCreate.tsx'));
const PartnerEdit = lazy(() => import('./partners/PartnerEdit.tsx'));
const InquiryList = lazy(() => import('./inquiries/InquiryList.tsx'));
const InquiryEdit = lazy(() => import('./inquiries/InquiryEdit.tsx'));
const EditPrivacy = lazy(() => import('./pages/EditPrivacy.tsx'));
const EditTerms = lazy(() => import('./pages/EditTerms.tsx'));
const FeatureList = lazy(() => import('./features/FeatureList.tsx'));
const FaqList = lazy(() => import('./faqs/FaqList.tsx'));
const LegalPage = lazy(() => import('./legal/LegalPage.tsx'));
const TestimonialList = lazy(() => import('./testimonials/TestimonialList.tsx'));
const MediaLibrary = lazy(() => import('./media/MediaLibrary.tsx'));
const EditHome = lazy(() => import('./pages/EditHome.tsx'));
const EditAbout = lazy(() => import('./pages/EditAbout.tsx'));
const EditContact = lazy(() => import('./pages/EditContact.tsx'));
const Settings = lazy(() => import('./pages/Settings.tsx'));
const DataRequestsPage = lazy(() => import('./data-requests/DataRequestsPage.tsx'));
const ActivityPage = lazy(() => import('./history/ActivityPage.tsx'));
const TrashPage = lazy(() => import('./trash/TrashPage.tsx'));
const Profile = lazy(() => import('./profile/Profile.tsx'));
const LoginPage = lazy(() => import('./login/LoginPage.tsx'));
const ForgotPasswordPage = lazy(() => import('./login/ForgotPasswordPage.tsx'));
const SetPasswordPage = lazy(() => import('./login/SetPasswordPage.tsx'));

/** Pages outside the layout need their own Suspense boundary. */
function standalone(Page: ComponentType) {
  return function Standalone() {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <Page />
      </Suspense>
    );
  };
}

/** The frame's own download fails into the app's error page (retry), as a screen's does. */
function Layout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <AdminLayout>{children}</AdminLayout>
    </Suspense>
  );
}

const Login = standalone(LoginPage);
const Forgot = standalone(ForgotPasswordPage);
const SetPassword = standalone(SetPasswordPage);
const GoHome = () => <Navigate to="/" replace />;
const Loading = () => <LoadingScreen />;

const store = memoryStore();

function AdminApp() {
  return (
    <CoreAdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <CoreAdminUI
          disableTelemetry
          title="Dashboard Admin"
          layout={Layout}
          dashboard={Dashboard}
          loginPage={Login}
          loading={Loading}
          catchAll={GoHome}
          error={ErrorPage}
        >
          <Resource name="packages" list={PackageList} hasCreate hasEdit>
            <Route path="new" element={<PackageCreate />} />
            <Route path="edit/:id" element={<PackageEdit />} />
          </Resource>
          <Resource name="hotels" list={HotelList} hasCreate hasEdit>
            <Route path="create" element={<HotelCreate />} />
            <Route path="edit/:id" element={<HotelEdit />} />
          </Resource>
          <Resource name="articles" list={ArticleList} hasCreate hasEdit>
            <Route path="create" element={<ArticleCreate />} />
            <Route path="edit/:id" element={<ArticleEdit />} />
          </Resource>
          <Resource name="albums" list={AlbumList} hasCreate hasEdit>
            <Route path="create" element={<AlbumCreate />} />
            <Route path="edit/:id" element={<AlbumEdit />} />
          </Resource>
          <Resource name="features" list={FeatureList} />
          <Resource name="testimonials" list={TestimonialList} />
          <Resource name="faqs" list={FaqList} />
          <Resource name="media" list={MediaLibrary} />
          <Resource name="inquiries" list={InquiryList} hasEdit>
            <Route path="edit/:id" element={<InquiryEdit />} />
          </Resource>
          <Resource name="partners" list={PartnerList} hasCreate hasEdit>
            <Route path="create" element={<PartnerCreate />} />
            <Route path="edit/:id" element={<PartnerEdit />} />
          </Resource>
          <CustomRoutes>
            <Route path="/edit-home" element={<EditHome />} />
            <Route path="/edit-about" element={<EditAbout />} />
            <Route path="/edit-contact" element={<EditContact />} />
            <Route path="/edit-privacy" element={<EditPrivacy />} />
            <Route path="/edit-terms" element={<EditTerms />} />
            <Route path="/settings" element={<Settings />} />
            <Route path="/legal" element={<LegalPage />} />
            <Route path="/data-requests" element={<DataRequestsPage />} />
            <Route path="/activity" element={<ActivityPage />} />
            <Route path="/trash" element={<TrashPage />} />
            <Route path="/profile" element={<Profile />} />
          </CustomRoutes>
          <CustomRoutes noLayout>
            <Route path="/forgot-password" element={<Forgot />} />
            <Route path="/set-password" element={<SetPassword />} />
          </CustomRoutes>
        </CoreAdminUI>
        <Toaster />
        <SessionWatcher />
      </ThemeProvider>
    </CoreAdminContext>
  );
}

// react-admin would create a hash router; the admin lives at real paths under /admin.
const router = createBrowserRouter([{ path: '*', element: <AdminApp /> }], { basename: ADMIN_BASENAME });

export function App() {
  return <RouterProvider router={router} />;
}
