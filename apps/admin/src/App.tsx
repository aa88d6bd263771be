import { Admin, CustomRoutes, Resource, type I18nProvider } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { areas } from './area-list';
import { Dashboard } from './dashboard';
import { AdminLayout } from './layout/admin-layout';
import { LoginPage } from './layout/login-page';
import { theme } from './layout/theme';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { queryClient } from './providers/query-client';

/**
 * The staff back end at /admin (issue 6): react-admin over /api/admin/**, in the language of the
 * i18n provider main.tsx made (i18n/i18n-provider.ts).
 */
export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  return (
    <BrowserRouter basename="/admin">
      <Admin
        title="admin.title"
        dataProvider={dataProvider}
        queryClient={queryClient}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        dashboard={Dashboard}
        layout={AdminLayout}
        loginPage={LoginPage}
        theme={theme}
        requireAuth
        disableTelemetry
      >
        {areas.flatMap((area) =>
          (area.resources ?? []).map((resource) => <Resource key={resource.name} {...resource} />),
        )}
        <CustomRoutes>{areas.flatMap((area) => area.routes ?? [])}</CustomRoutes>
        <CustomRoutes noLayout>{areas.flatMap((area) => area.bareRoutes ?? [])}</CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
