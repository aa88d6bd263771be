import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

const modulePreload = '<link rel="modulepreload"';
const lowModulePreload = '<link rel="modulepreload" fetchpriority="low"';

/**
 * The page's scripts only make the server-rendered page interactive; the stylesheet, the fonts of
 * the first screen and the largest picture are what the visitor waits to see. React Router's
 * `<Scripts>` announces every module of the page with `<link rel="modulepreload">`, which Chrome
 * fetches at high priority, side by side with those; this stream marks them `fetchpriority="low"`
 * so that on a slow connection the first paint gets the bandwidth first
 * (docs/decisions/112-fast-public-pages.md). A tag cut between two chunks is completed first.
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  const rewrite = (text: string) => text.replaceAll(modulePreload, lowModulePreload);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = pending + decoder.write(chunk);
      // Keep back what could be the start of a tag the next chunk completes.
      const open = text.lastIndexOf('<');
      const keep = open >= 0 && !text.includes('>', open) ? text.length - open : 0;
      pending = text.slice(text.length - keep);
      done(null, rewrite(text.slice(0, text.length - keep)));
    },
    flush(done) {
      done(null, rewrite(pending + decoder.end()));
    },
  });
}
