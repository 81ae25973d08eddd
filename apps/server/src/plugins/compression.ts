import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';

/**
 * Responses are compressed, brotli first, then gzip (docs/decisions/017-web-delivery.md): the web
 * app's scripts and styles, the catalogs and the JSON of the API. The list is fixed so that the
 * choice does not change with the Node version (on Node 22.15+ the plugin would prefer zstd).
 * Brotli quality 4 keeps compression on the fly cheap; bodies under 1 KB are sent as they are.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip', 'deflate'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compression' },
);

/** Vite's content-hashed build output (`assets/index-B1a2c3D4.js`, its `.map`): never changes under its name. */
const HASHED_ASSET = /^assets\/[^/]+-[\w-]{8,}\.[a-z0-9]+(\.map)?$/i;

/**
 * Cache-Control of a file of the web build, by its path relative to the build folder: hashed
 * assets are cached for a year without revalidation; everything else (index.html above all, which
 * names the current hashes) is revalidated on every use.
 */
export function webCacheControl(relativePath: string): string {
  return HASHED_ASSET.test(relativePath.replaceAll('\\', '/'))
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}
