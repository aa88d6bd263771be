/**
 * JavaScript and CSS a page makes the browser download on first load, gzipped, next to a bare
 * React 19 page (bench/bare-react/) that Vite builds with @vitejs/plugin-react in the same run.
 * Both are measured the same way: the page's HTML fetched over HTTP, then every script (src),
 * module preload and stylesheet it names, fetched and gzipped here at one fixed level, so the
 * figure depends neither on how the server compresses nor on the browser's cache.
 */
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { PluginOption } from 'vite';
import { AFTER_PAINT_TYPE } from '../apps/web/app/ssr/scripts-after-paint.server.ts';
import { App } from './bare-react/app.tsx';
import { log, registerCleanup, serveOnFreePort, withTimeout } from './util.ts';

/** One level for every asset, so the figures compare bytes, not compression settings. */
const GZIP_LEVEL = 9;
const BUILD_TIMEOUT_MS = 180_000;
const FETCH_TIMEOUT_MS = 15_000;
const PAGE_TIMEOUT_MS = 60_000;

const bareReactDir = fileURLToPath(new URL('./bare-react/', import.meta.url));
// The admin app's workspace owns @vitejs/plugin-react (it is not hoisted to the root).
const adminRequire = createRequire(new URL('../apps/admin/package.json', import.meta.url));

export interface PageType {
  path: string;
  /** What kind of page it is, as the report names it ("home", "wine detail", …). */
  type: string;
  /** The JavaScript budget (docs/product/architecture.md#budgets) applies to marketing pages only. */
  marketing: boolean;
}

export interface AssetBytes {
  url: string;
  kind: 'js' | 'css';
  rawBytes: number;
  gzipBytes: number;
}

export interface PageBytes {
  path: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  jsRawBytes: number;
  cssRawBytes: number;
  assets: AssetBytes[];
}

export interface WeighedPage extends PageType, PageBytes {
  /** JavaScript gzip ÷ the bare React page's. */
  jsRatio: number;
}

export interface PageBytesResult {
  gzipLevel: number;
  bare: PageBytes;
  pages: WeighedPage[];
}

export async function measurePageBytes(
  origin: string,
  pageTypes: readonly PageType[],
): Promise<PageBytesResult> {
  const bareSite = await buildBareReact();
  let bare: PageBytes;
  try {
    bare = await bytesOfPage(bareSite.origin, '/');
  } finally {
    await bareSite.close();
  }
  if (bare.jsGzipBytes === 0) throw new Error('the bare React page loads no JavaScript');
  const pages: WeighedPage[] = [];
  for (const page of pageTypes) {
    log(`bytes ${page.path}`);
    const bytes = await bytesOfPage(origin, page.path);
    pages.push({ ...page, ...bytes, jsRatio: bytes.jsGzipBytes / bare.jsGzipBytes });
  }
  return { gzipLevel: GZIP_LEVEL, bare, pages };
}

/** The HTML's scripts, module preloads and stylesheets, each fetched once and gzipped. */
export function bytesOfPage(origin: string, path: string): Promise<PageBytes> {
  return withTimeout(weighPage(origin, path), PAGE_TIMEOUT_MS, `weighing ${path}`);
}

async function weighPage(origin: string, path: string): Promise<PageBytes> {
  const pageUrl = new URL(path, origin).href;
  const html = await fetchBody(pageUrl).then((body) => body.toString('utf8'));
  const assets: AssetBytes[] = [];
  for (const { url, kind } of assetsOf(html, pageUrl)) {
    const body = await fetchBody(url);
    assets.push({
      url: new URL(url).pathname,
      kind,
      rawBytes: body.length,
      gzipBytes: gzipSync(body, { level: GZIP_LEVEL }).length,
    });
  }
  const sum = (kind: AssetBytes['kind'], field: 'rawBytes' | 'gzipBytes') =>
    assets.filter((a) => a.kind === kind).reduce((total, a) => total + a[field], 0);
  return {
    path,
    jsGzipBytes: sum('js', 'gzipBytes'),
    cssGzipBytes: sum('css', 'gzipBytes'),
    jsRawBytes: sum('js', 'rawBytes'),
    cssRawBytes: sum('css', 'rawBytes'),
    assets,
  };
}

/**
 * What the browser fetches before the page is interactive: `<script src>`, `<link
 * rel="modulepreload">` (React Router lists every route module and its imports this way) and
 * `<link rel="stylesheet">`, plus the modules an inline module script imports. The site's pages
 * start their modules after the first paint (apps/web/app/ssr/scripts-after-paint.server.ts): the
 * module script is kept inert with the preloads in its `data-preload`, and counts the same. Inline
 * scripts themselves (React Router's context and loader data) are part of the HTML and not counted.
 */
function assetsOf(html: string, pageUrl: string): Array<{ url: string; kind: 'js' | 'css' }> {
  const found = new Map<string, 'js' | 'css'>();
  const add = (href: string | undefined, kind: 'js' | 'css') => {
    if (href) found.set(new URL(decodeEntities(href), pageUrl).href, kind);
  };
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase().split(/\s+/) ?? [];
    if (rel.includes('modulepreload')) add(attribute(tag, 'href'), 'js');
    else if (rel.includes('stylesheet')) add(attribute(tag, 'href'), 'css');
  }
  for (const [, tag = '', body = ''] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    const src = attribute(tag, 'src');
    const type = attribute(tag, 'type');
    for (const preload of attribute(tag, 'data-preload')?.split(' ') ?? []) add(preload, 'js');
    if (src) add(src, 'js');
    else if (type === 'module' || type === AFTER_PAINT_TYPE) {
      for (const [, specifier] of body.matchAll(
        /\bimport\s*(?:[^'"]*?\bfrom\s*)?["']([^"']+)["']/g,
      )) {
        add(specifier, 'js');
      }
    }
  }
  return [...found].map(([url, kind]) => ({ url, kind }));
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

function decodeEntities(value: string): string {
  return value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'");
}

/** fetch decodes any Content-Encoding, so this is the asset as the browser runs it. */
async function fetchBody(url: string): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return body;
}

/**
 * Builds bench/bare-react/ with Vite's production build and @vitejs/plugin-react into a temporary
 * folder, server-renders its component into the built index.html, and serves the folder over a
 * bare node:http server.
 */
async function buildBareReact(): Promise<{ origin: string; close: () => Promise<void> }> {
  const outDir = await mkdtemp(join(tmpdir(), 'mdc-bench-bare-react-'));
  const removeOutDir = () => rm(outDir, { recursive: true, force: true });
  const unregisterOutDir = registerCleanup(removeOutDir);
  try {
    log('vite build bench/bare-react');
    const { build } = await import('vite');
    const pluginUrl = pathToFileURL(adminRequire.resolve('@vitejs/plugin-react')).href;
    const { default: react } = (await import(pluginUrl)) as { default: () => PluginOption };
    await withTimeout(
      build({
        root: bareReactDir,
        configFile: false,
        envDir: false,
        publicDir: false,
        logLevel: 'warn',
        mode: 'production',
        plugins: [react()],
        build: { outDir, emptyOutDir: true },
      }),
      BUILD_TIMEOUT_MS,
      'vite build of bench/bare-react',
    );
    const indexFile = join(outDir, 'index.html');
    const template = await readFile(indexFile, 'utf8');
    if (!template.includes('<!--app-html-->')) throw new Error('bare-react: no <!--app-html-->');
    await writeFile(
      indexFile,
      template.replace('<!--app-html-->', renderToString(createElement(App))),
    );
    const server = await serveFolder(outDir);
    return {
      origin: server.origin,
      close: async () => {
        await server.close();
        unregisterOutDir();
        await removeOutDir();
      },
    };
  } catch (error) {
    unregisterOutDir();
    await removeOutDir();
    throw error;
  }
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

function serveFolder(dir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  return serveOnFreePort((req, res) => {
    const path = new URL(req.url ?? '/', 'http://bare').pathname;
    const file = normalize(join(dir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(dir)) {
      res.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) => {
        res.writeHead(200, {
          'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
        });
        res.end(body);
      },
      () => res.writeHead(404).end(),
    );
  });
}
