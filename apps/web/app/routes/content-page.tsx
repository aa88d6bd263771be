import { useLoaderData } from 'react-router';
import {
  ContentPageView,
  contentPageMeta,
  loadContentPage,
} from '~/features/content/content-page-view';
import { publicPage } from '~/ui/cache';

/** About and Grapes (docs/product/site-pages.md#about-grapes-region-and-wine-tourism). */
export const loader = loadContentPage;

export const headers = () => publicPage;

export const meta = contentPageMeta;

export default function ContentPageRoute() {
  return <ContentPageView data={useLoaderData<typeof loader>()} />;
}
