/** The shipping screens, fetched when staff first open the area (see ../lazy-screen.tsx). */
export { CountryCreate, CountryList } from './countries';
export { OptionCreate, OptionEdit, OptionList } from './options';
export { ShippingPreviewPage } from './preview';
export { RegionCreate, RegionEdit, RegionList } from './regions';
export { ZoneCreate, ZoneEdit, ZoneList } from './zones';
