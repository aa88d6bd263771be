import type { ComponentType, ReactElement } from 'react';
import type { ResourceProps } from 'react-admin';

/**
 * One part of the back end (wines, orders, …): its react-admin resources and any pages of its
 * own; its texts are i18next catalogues, i18n/{pt,en}/<area>.json
 * (docs/decisions/106-one-i18n-and-email-templates.md). App.tsx puts the areas together. An area may import the shared
 * pieces in ../ui (status chips, money, the rich-text and image inputs, the search filter, …) but
 * never another area: what two areas need goes into ui/.
 *
 * The shell needs the texts, menu entries and resource names at once; the screens are fetched
 * when staff first open the area: index.tsx declares them with lazyScreen (../lazy-screen.tsx)
 * from the area's screens.ts, which index.tsx never imports statically.
 */
export interface AdminArea {
  /** react-admin resources; `options: { inMenu: false }` keeps one out of the menu. */
  resources?: ResourceProps[];
  /** Pages outside the resources (shop settings, a packing slip), under <CustomRoutes>. */
  routes?: ReactElement[];
  /** Pages without the admin layout (a printable packing slip). */
  bareRoutes?: ReactElement[];
  /** Menu entries for `routes` (resources with a list appear in the menu by themselves). */
  menu?: { to: string; label: string; icon: ComponentType }[];
}
