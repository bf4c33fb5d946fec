import { z } from 'zod';

/** A partner logo file name as listed by GET /api/logo/ and served at /logos/{name}. */
export const logoNameSchema = z.string().regex(/^[0-9a-f]{24}\.(webp|png)$/, 'Unknown logo');
export const logoListSchema = z.array(z.string());
