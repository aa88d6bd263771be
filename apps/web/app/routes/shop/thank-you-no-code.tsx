import { redirect } from 'react-router';
import type { LoaderArgs } from '~/context';
import { langFromPath, pathTo } from '@mdc/shared';

/** docs/product/shop.md#thank-you-page: the thank-you path without an order code sends the visitor to the shop home. */
export function loader({ request }: LoaderArgs) {
  return redirect(pathTo('shop', langFromPath(new URL(request.url).pathname)));
}
