import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

// A module preload, or the opening tag of the module script.
const scriptTag = /<link rel="modulepreload"[^>]*>|<script\b[^>]*\btype="module"[^>]*>/;
const href = /\shref="([^"]*)"/;
const scriptEnd = '</script>';
/** What the inert copy of React Router's module script is marked with (bench/page-bytes.ts reads it). */
export const AFTER_PAINT_TYPE = 'text/x-module-after-paint';

/**
 * Runs in the page, right after the inert module script. It adds the module preloads and the
 * module script back, as React Router wrote them, with its own nonce, at the first of:
 * - the page's largest picture (the image marked `fetchpriority="high"`) shown on screen: decoded,
 *   then the browser's next largest-contentful-paint report (it comes once the frame with the
 *   picture is presented), or 0.5 s after the decoding when the picture is not the largest
 *   element (without that report: three frames after the decoding);
 * - the first largest-contentful-paint report, when the page has no such picture;
 * - the visitor's first touch, key or scroll (they want the page to answer now);
 * - 3 s, in case the picture never arrives;
 * - at once in a hidden tab, which paints nothing.
 * It adds the preloads four per task (each costs a few milliseconds on a phone), then evaluates
 * the page's files one per task (a message to itself between them, which timers would clamp to
 * 4 ms; all at once in a hidden tab, whose timers and messages are throttled), in the order React Router lists them
 * (dependencies first), before the module script that starts hydration: the whole graph of one
 * module script is evaluated in a single task, a long one on a phone
 * (docs/decisions/140-hydration-in-short-tasks.md). The entry module is left to the module script,
 * which hydrates once the route modules are registered. A file that fails to load leaves the rest
 * to the module script, as before.
 */
const startScript = `(function (d, w) {
  var s = d.currentScript, m = s.previousElementSibling, done = 0;
  var ev = ["pointerdown", "touchstart", "keydown", "scroll"];
  function start() {
    if (done) return;
    done = 1;
    ev.forEach(function (e) { w.removeEventListener(e, start, true); });
    var hs = (m.getAttribute("data-preload") || "").split(" ").filter(Boolean), i = 0, j = 0;
    function step(f) {
      if (d.visibilityState === "hidden" || !w.MessageChannel) return f();
      var c = new MessageChannel();
      c.port1.onmessage = function () { f(); };
      c.port2.postMessage(0);
    }
    function preload() {
      for (var k = 0; k < 4 && j < hs.length; k++) {
        var l = d.createElement("link");
        l.rel = "modulepreload";
        l.href = hs[j++];
        d.head.appendChild(l);
      }
      step(j < hs.length ? preload : next);
    }
    function run() {
      var x = d.createElement("script");
      x.type = "module";
      x.nonce = s.nonce;
      x.textContent = m.textContent;
      d.body.appendChild(x);
    }
    function next() {
      var h = hs[i++];
      if (h === undefined) return run();
      if (h.indexOf("/entry.client") >= 0) return next();
      import(h).then(function () { step(next); }, run);
    }
    preload();
  }
  function frames(n) {
    return function () { n > 0 ? requestAnimationFrame(frames(n - 1)) : start(); };
  }
  ev.forEach(function (e) { w.addEventListener(e, start, { capture: true, passive: true }); });
  if (d.visibilityState === "hidden") return start();
  setTimeout(start, 3000);
  var lcp = w.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf("largest-contentful-paint") >= 0;
  function nextLargestPaint(buffered) {
    if (!lcp) return frames(3)();
    new PerformanceObserver(start).observe({ type: "largest-contentful-paint", buffered: buffered });
    setTimeout(start, 500);
  }
  var i = d.querySelector('img[fetchpriority="high"]');
  if (!i) return nextLargestPaint(true);
  function decoded() { nextLargestPaint(false); }
  i.decode ? i.decode().then(decoded, decoded) : decoded();
})(document, window)`.replace(/\n\s*/g, ' ');

/**
 * The page's scripts only make the server-rendered page interactive; the stylesheet, the fonts of
 * the first screen and the largest picture are what the visitor waits to see. React Router's
 * `<Scripts>` announces every module of the page with `<link rel="modulepreload">` and imports
 * them from an inline module script, so they compete with the picture for a slow connection.
 * This stream takes the preloads out of the head, keeps the module script inert
 * (`type="${AFTER_PAINT_TYPE}"`, the preloads in its `data-preload`), and adds the small
 * `startScript` after it, which starts them once the largest picture is painted
 * (docs/decisions/112-fast-public-pages.md). A tag cut between two chunks is completed first.
 */
export function scriptsAfterFirstPaint(): Transform {
  const decoder = new StringDecoder('utf8');
  const preloads: string[] = [];
  let pending = '';
  // The opening tag of the module script when its body is still arriving.
  let openModule: string | null = null;

  const rewrite = (text: string, final: boolean): string => {
    let out = '';
    let rest = text;
    for (;;) {
      if (openModule !== null) {
        const end = rest.indexOf(scriptEnd);
        if (end < 0 && !final) break;
        const body = end < 0 ? rest : rest.slice(0, end);
        out += inertModule(openModule, preloads) + body + scriptEnd + startTag(openModule);
        rest = end < 0 ? '' : rest.slice(end + scriptEnd.length);
        openModule = null;
        continue;
      }
      const next = scriptTag.exec(rest);
      if (!next) break;
      out += rest.slice(0, next.index);
      rest = rest.slice(next.index + next[0].length);
      if (next[0].startsWith('<link')) {
        const url = href.exec(next[0])?.[1];
        if (url) preloads.push(url);
      } else {
        openModule = next[0];
      }
    }
    if (openModule !== null) {
      pending = rest;
      return out;
    }
    // Keep back what could be the start of a tag the next chunk completes.
    const open = rest.lastIndexOf('<');
    const keep = !final && open >= 0 && !rest.includes('>', open) ? rest.length - open : 0;
    pending = rest.slice(rest.length - keep);
    return out + rest.slice(0, rest.length - keep);
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, rewrite(pending + decoder.write(chunk), false));
    },
    flush(done) {
      done(null, rewrite(pending + decoder.end(), true));
    },
  });
}

function inertModule(openTag: string, preloads: readonly string[]): string {
  return openTag
    .replace(' type="module"', ` type="${AFTER_PAINT_TYPE}"`)
    .replace(' async=""', '')
    .replace(/>$/, ` data-preload="${preloads.join(' ')}">`);
}

function startTag(moduleOpenTag: string): string {
  const nonce = /\snonce="([^"]*)"/.exec(moduleOpenTag)?.[1];
  return `<script${nonce === undefined ? '' : ` nonce="${nonce}"`}>${startScript}</script>`;
}
