import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Debian's nginx (`apt-get install nginx`): NGINX_BIN, the PATH, or /usr/sbin/nginx. */
export function nginxBinary(): string | undefined {
  const candidates = [
    process.env.NGINX_BIN,
    ...(process.env.PATH ?? '').split(delimiter).map((dir) => dir && join(dir, 'nginx')),
    '/usr/sbin/nginx',
  ];
  return candidates.find((path) => {
    if (!path) return false;
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}
