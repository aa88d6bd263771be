import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Debian's nginx (`apt-get install nginx`): NGINX_BIN, the PATH, or /usr/sbin/nginx. */
export function nginxBinary(): string | undefined {
  return executable([process.env.NGINX_BIN, ...onPath('nginx'), '/usr/sbin/nginx']);
}

/** Debian's testssl.sh (`apt-get install testssl.sh`: `testssl`), or TESTSSL_BIN. */
export function testsslBinary(): string | undefined {
  return executable([process.env.TESTSSL_BIN, ...onPath('testssl'), ...onPath('testssl.sh')]);
}

function onPath(name: string) {
  return (process.env.PATH ?? '').split(delimiter).map((dir) => dir && join(dir, name));
}

function executable(candidates: (string | undefined)[]): string | undefined {
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
