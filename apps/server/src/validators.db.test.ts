import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { shopSettings, testDatabaseKinds } from '@mdc/db';
import { eLabelPath, pathTo, siteLanguages } from '@mdc/shared';
import { eq } from 'drizzle-orm';
import { LinkChecker } from 'linkinator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describedOperations } from './api/docs/operations.ts';
import {
  createPageTestApp,
  noProductionBuild,
  productionBuildExists,
} from './security/page-test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

/*
 * What validators nobody here wrote flag (docs/decisions/120-what-validators-check.md), kept at 0
 * on the production build served by one server: the W3C Nu HTML checker over every public page
 * (one JVM for all of them), linkinator over every link inside the site, and Redocly over the API
 * document. The pages and the document come from the code, not from the database kind: the suite
 * runs once, in the PGlite step.
 */

const run = promisify(execFile);
const root = new URL('../../../', import.meta.url).pathname;
const vnuJar = createRequire(import.meta.url)('vnu-jar') as string;

/** Java runs the Nu checker (Debian: apt-get install default-jre-headless). */
async function javaWorks(): Promise<boolean> {
  return run('java', ['-version']).then(
    () => true,
    () => false,
  );
}

/** A free port on the loopback, so the site's public URL (canonical links, sitemap) is its own. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Every public page: the sitemap's, the shop's and accounts', the e-labels and the guest pages. */
async function publicPages(t: TestApp, origin: string): Promise<string[]> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
    m[1]!.slice(origin.length),
  );
  const { catalogue, settings } = t.app.services;
  const estate = await settings.getEstate();
  const pages = [...listed];
  for (const lang of siteLanguages) {
    const inShop = await catalogue.listWines({ lang, channel: 'shop' });
    const onList = await catalogue.listWines({ lang, channel: 'catalogue' });
    for (const wine of inShop)
      pages.push(pathTo('shopProduct', lang, { productUrl: wine.product_url }));
    for (const wine of [...onList, ...inShop]) pages.push(eLabelPath(wine.product_url, lang));
    for (const page of ['cart', 'checkout', 'login', 'profile'] as const)
      pages.push(pathTo(page, lang));
    // The thank-you page, whose order the browser loads.
    pages.push(pathTo('thankYou', lang, { code: 'NO-SUCH-ORDER' }));
  }
  for (const lang of ['pt', 'en', 'es', 'fr']) {
    pages.push(`/${lang}/hellofrom${estate.slug}`, `/${lang}/hellofrom${estate.slug}-info`);
  }
  return [...new Set(pages)];
}

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
}

/** Each page's HTML, by a name for it. */
async function htmlOf(origin: string, pages: string[], name = (page: string) => page) {
  return new Map(
    await Promise.all(
      pages.map(async (page) => [name(page), await (await fetch(origin + page)).text()] as const),
    ),
  );
}

/** The Nu checker's errors over the pages, saved as files (it refuses to fetch from loopback). */
async function nuErrors(pages: Map<string, string>): Promise<string[]> {
  const folder = mkdtempSync(join(tmpdir(), 'mdc-vnu-'));
  try {
    const files = new Map<string, string>();
    [...pages].forEach(([page, html], i) => {
      const file = join(folder, `${i}.html`);
      writeFileSync(file, html);
      files.set(`file:${file}`, page);
    });
    const canaryFile = join(folder, 'canary.html');
    writeFileSync(
      canaryFile,
      `<!DOCTYPE html><html lang="en"><title>c</title><address><h2>c</h2></address>`,
    );
    files.set(`file:${canaryFile}`, 'canary');
    // One short run: the quick compiler alone halves its CPU time (the checker's schemas need a
    // deep stack then).
    const jvm = ['-Xss8m', '-XX:TieredStopAtLevel=1', '-jar', vnuJar];
    const args = [...jvm, '--format', 'json', '--errors-only', '--exit-zero-always'];
    const { stderr } = await run('java', [...args, ...[...files.keys()].map((f) => f.slice(5))], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const errors = messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
    // The canary's one error shows the checker read the files and reports what it finds.
    const canary = errors.filter((m) => files.get(m.url ?? '') === 'canary');
    expect(canary.map((m) => m.message)).toEqual([
      'The element “h2” must not appear as a descendant of the “address” element.',
    ]);
    return errors
      .filter((m) => !canary.includes(m))
      .map((m) => `${files.get(m.url ?? '') ?? m.url}:${m.lastLine ?? '?'} ${m.message}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe.skipIf(!testDatabaseKinds.includes('pglite'))('what validators check', () => {
  let t: TestApp;
  let origin: string;
  let pages: string[];
  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    // Google sign-in configured: its route and button are described and rendered too.
    t = await createPageTestApp('pglite', { PUBLIC_URL: origin, GOOGLE_CLIENT_ID: 'validators' });
    await t.app.listen({ port, host: '127.0.0.1' });
    pages = await publicPages(t, origin);
  }, 120_000);
  afterAll(() => t?.close());

  const setShopEnabled = async (enabled: boolean) => {
    await t.app.database.db
      .update(shopSettings)
      .set({ shopEnabled: enabled })
      .where(eq(shopSettings.id, 1));
    t.app.services.invalidateCaches();
  };

  it('the W3C Nu HTML checker finds no error on any public page', async (context) => {
    context.skip(!productionBuildExists, noProductionBuild);
    const java = await javaWorks();
    if (!java && process.env.CI) throw new Error('CI checks the pages: install Java to run vnu');
    context.skip(!java, 'no Java: apt-get install default-jre-headless to run the Nu checker');
    expect(pages.length).toBeGreaterThan(50);
    // The page of an address that does not exist is a page too.
    const html = await htmlOf(origin, [...pages, '/pagina-que-nao-existe']);
    // And the shop's pages while it is closed ('coming soon').
    await setShopEnabled(false);
    try {
      const closed = ['/shop', '/en/shop/wine/exmo', '/shop/cart'];
      for (const [name, page] of await htmlOf(origin, closed, (p) => `${p} (shop closed)`)) {
        expect(page, name).toContain('noindex');
        html.set(name, page);
      }
    } finally {
      await setShopEnabled(true);
    }
    expect(await nuErrors(html)).toEqual([]);
  }, 120_000);

  it('linkinator finds no broken link, anchor or asset inside the site', async (context) => {
    context.skip(!productionBuildExists, noProductionBuild);
    const checker = new LinkChecker();
    const result = await checker.check({
      path: pages.map((page) => origin + page),
      recurse: true,
      checkFragments: true,
      // Links out of the site are not ours to keep (and not reachable from CI).
      linksToSkip: async (link) => !link.startsWith(origin),
      concurrency: 8,
    });
    const broken = result.links
      .filter((link) => link.state === 'BROKEN')
      .map((link) => `${link.status ?? ''} ${link.url} (on ${link.parent ?? '?'})`);
    expect(broken).toEqual([]);
    expect(result.links.filter((link) => link.state === 'OK').length).toBeGreaterThan(100);
  }, 120_000);

  it('Redocly finds no error in the API document, whose every operation has notes', async () => {
    const res = await fetch(`${origin}/api/docs`);
    expect(res.status).toBe(200);
    const document = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // The table of summaries (./api/docs/operations.ts) names no route that is gone.
    expect(describedOperations.filter((operation) => !operations.includes(operation))).toEqual([]);

    const folder = mkdtempSync(join(tmpdir(), 'mdc-openapi-'));
    try {
      const file = join(folder, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      const redocly = join(root, 'node_modules', '.bin', 'redocly');
      const args = ['lint', file, '--config', join(root, 'redocly.yaml')];
      const { stdout } = await run(
        redocly,
        [...args, '--format', 'json', '--max-problems', '1000'],
        {
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
          maxBuffer: 16 * 1024 * 1024,
        },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const report = JSON.parse(stdout) as {
        totals: { errors: number };
        problems: Array<{ ruleId: string; message: string; location: Array<{ pointer: string }> }>;
      };
      const problems = report.problems.map(
        (p) => `${p.ruleId}: ${p.message} ${p.location[0]?.pointer ?? ''}`,
      );
      expect(problems).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
