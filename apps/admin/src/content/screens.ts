/** The site content's screens, fetched when staff first open the area (see ../lazy-screen.tsx). */
export { ContentHub } from './content-hub';
export {
  ContentBlockCreate,
  ContentBlockEdit,
  ContentBlockList,
  GalleryImageCreate,
  GalleryImageEdit,
  GalleryImageList,
  HouseFeatureCreate,
  HouseFeatureEdit,
  HouseFeatureList,
  PolicySectionCreate,
  PolicySectionEdit,
  PolicySectionList,
  RegionBlockCreate,
  RegionBlockEdit,
  RegionBlockList,
} from './content-resources';
export { SiteImageEdit, SiteImageList } from './site-images';
export { CompanyContactEdit, GuestGuideEdit, HouseDetailsEdit } from './documents';
