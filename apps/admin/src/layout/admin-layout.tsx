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

/** The resources' menu, then each area's own pages (shop settings, …). */
function AdminMenu() {
  const translate = useTranslate();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
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
