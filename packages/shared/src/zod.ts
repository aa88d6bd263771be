import { z } from 'zod';

// zod probes for eval support with `new Function`, which the Content-Security-Policy forbids in
// the browser; jitless mode skips the probe and the generated parsers.
z.config({ jitless: true });

export { z };
