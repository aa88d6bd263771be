import type { ReactNode } from 'react';
import { AppBar, Layout, LocalesMenuButton, Menu, TitlePortal, useTranslate } from 'react-admin';
import { areas } from '../area-list';

function AdminAppBar() {
  return (
    <AppBar toolbar={<LocalesMenuButton />}>
      <TitlePortal />
    </AppBar>
  );
}

/**
 * The resources with a list (unless `options.inMenu` is false: reached from another screen), then
 * each area's own pages (shop settings, …).
 */
function AdminMenu() {
  const translate = useTranslate();
  return (
    <Menu>
      <Menu.DashboardItem />
      {areas.flatMap((area) =>
        (area.resources ?? [])
          .filter((resource) => resource.list && resource.options?.inMenu !== false)
          .map((resource) => <Menu.ResourceItem key={resource.name} name={resource.name} />),
      )}
      {areas.flatMap((area) =>
        (area.menu ?? []).map((item) => (
          <Menu.Item
            key={item.to}
            to={item.to}
            primaryText={translate(item.label)}
            leftIcon={<item.icon />}
          />
        )),
      )}
    </Menu>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu}>
      {children}
    </Layout>
  );
}
