// The media domain's entry: all that other folders may import from it (docs/decisions/133-domains-as-modules.md).
export { detectFileType } from './file-type.ts';
export { createMediaService, type MediaService } from './media-service.ts';
export { createShareImages, type ShareImages } from './share-images.ts';
export { createSiteImageService, type SiteImageService } from './site-image-service.ts';
