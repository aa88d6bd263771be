import ArticleIcon from '@mui/icons-material/Article';
import { Route } from 'react-router-dom';
import type { AdminArea } from '../areas';
import { lazyScreen } from '../lazy-screen';

// Fetched when staff first open one of the area's screens.
const screens = () => import('./screens');
const ContentHub = lazyScreen(screens, 'ContentHub');
const ContentBlockCreate = lazyScreen(screens, 'ContentBlockCreate');
const ContentBlockEdit = lazyScreen(screens, 'ContentBlockEdit');
const ContentBlockList = lazyScreen(screens, 'ContentBlockList');
const GalleryImageCreate = lazyScreen(screens, 'GalleryImageCreate');
const GalleryImageEdit = lazyScreen(screens, 'GalleryImageEdit');
const GalleryImageList = lazyScreen(screens, 'GalleryImageList');
const HouseFeatureCreate = lazyScreen(screens, 'HouseFeatureCreate');
const HouseFeatureEdit = lazyScreen(screens, 'HouseFeatureEdit');
const HouseFeatureList = lazyScreen(screens, 'HouseFeatureList');
const PolicySectionCreate = lazyScreen(screens, 'PolicySectionCreate');
const PolicySectionEdit = lazyScreen(screens, 'PolicySectionEdit');
const PolicySectionList = lazyScreen(screens, 'PolicySectionList');
const RegionBlockCreate = lazyScreen(screens, 'RegionBlockCreate');
const RegionBlockEdit = lazyScreen(screens, 'RegionBlockEdit');
const RegionBlockList = lazyScreen(screens, 'RegionBlockList');
const CompanyContactEdit = lazyScreen(screens, 'CompanyContactEdit');
const SiteImageList = lazyScreen(screens, 'SiteImageList');
const SiteImageEdit = lazyScreen(screens, 'SiteImageEdit');
const GuestGuideEdit = lazyScreen(screens, 'GuestGuideEdit');
const HouseDetailsEdit = lazyScreen(screens, 'HouseDetailsEdit');

/*
 * The content tables are resources with edit and create pages only: their lists are routes of
 * this area, so the menu shows one "Site content" entry instead of eight, and the tabs of
 * ContentNav move between the parts. Saving or deleting returns to /<resource>, the list route.
 */
export const contentArea: AdminArea = {
  resources: [
    { name: 'content-blocks', edit: ContentBlockEdit, create: ContentBlockCreate },
    { name: 'region-blocks', edit: RegionBlockEdit, create: RegionBlockCreate },
    { name: 'gallery-images', edit: GalleryImageEdit, create: GalleryImageCreate },
    { name: 'house-features', edit: HouseFeatureEdit, create: HouseFeatureCreate },
    { name: 'policy-sections', edit: PolicySectionEdit, create: PolicySectionCreate },
    { name: 'site-documents' },
    { name: 'site-images' },
  ],
  routes: [
    <Route key="content" path="/content" element={<ContentHub />} />,
    <Route key="content-blocks" path="/content-blocks" element={<ContentBlockList />} />,
    <Route key="region-blocks" path="/region-blocks" element={<RegionBlockList />} />,
    <Route key="gallery-images" path="/gallery-images" element={<GalleryImageList />} />,
    <Route key="house-features" path="/house-features" element={<HouseFeatureList />} />,
    <Route key="policy-sections" path="/policy-sections" element={<PolicySectionList />} />,
    <Route key="site-images" path="/site-images" element={<SiteImageList />} />,
    <Route key="site-image" path="/site-images/:slot" element={<SiteImageEdit />} />,
    <Route key="company" path="/content/company-contact" element={<CompanyContactEdit />} />,
    <Route key="guest" path="/content/guest-guide" element={<GuestGuideEdit />} />,
    <Route key="house" path="/content/house-details" element={<HouseDetailsEdit />} />,
  ],
  menu: [{ to: '/content', label: 'content.menu', icon: ArticleIcon }],
};
