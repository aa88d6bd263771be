import pg from 'pg';

/** Drops the PostgreSQL databases that playwright.config.ts gave this run's e2e servers. */
export default async function globalTeardown() {
  const urls = (process.env.E2E_DATABASE_URLS ?? '').split(' ').filter(Boolean);
  for (const url of urls) {
    const target = new URL(url);
    const name = target.pathname.slice(1);
    target.pathname = '/postgres';
    const client = new pg.Client({ connectionString: target.href });
    await client.connect();
    try {
      await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end();
    }
  }
}
