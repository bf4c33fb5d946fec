import { config } from 'zod';

// The Content-Security-Policy (server/http/security-headers.ts) forbids `new Function`, which zod
// would probe to compile its parsers (a blocked call, reported as a violation). Only admin code
// parses with zod in the browser, and all of it reaches the API through web/lib/api-client.ts,
// which imports this first; visitors never download zod.
if (typeof document !== 'undefined') config({ jitless: true });
