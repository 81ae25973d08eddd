import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** docs/product.md#shell-and-menus: a script chunk that has not loaded within 120 seconds fails with ChunkLoadError. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export function loadChunk<T>(importer: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(
          new ChunkLoadError(cause instanceof Error ? cause.message : 'Loading chunk failed', { cause }),
        );
      },
    );
  });
}

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed/i.test(error.message));

/** A route's page loaded on demand: its own chunk, with the 120 s ChunkLoadError limit. */
export function lazyPage<M>(
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType,
): RouteObject['lazy'] {
  return async () => ({ Component: pick(await loadChunk(importer)) });
}

/**
 * A component loaded on demand (React.lazy with the same 120 s ChunkLoadError limit): for parts of
 * the shell only a signed-in user sees, so that the signed-out pages do not download them.
 * Render it inside <Suspense>.
 */
export function lazyComponent<M, P extends object>(
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  return lazy(async () => ({ default: pick(await loadChunk(importer)) }));
}
