import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * The built console's hashed chunks under /assets/, streamed from disk by @fastify/static with the
 * brotli or gzip copy the build wrote beside each one (vite.config.ts), so nothing is compressed per
 * request. Their names change with their content, so browsers may keep them for a year. Source maps are
 * never served (the production build writes none; a stray one is refused too).
 */
export const registerAssets = async (app: FastifyInstance, distDir: string): Promise<void> => {
  await app.register(fastifyStatic, {
    root: join(distDir, 'assets'),
    prefix: '/assets/',
    preCompressed: true,
    index: false,
    maxAge: '365d',
    immutable: true,
    allowedPath: (path) => !path.endsWith('.map'),
  });
};
