import type { ComponentType } from 'react';

/** The spec's limit for a lazily loaded script chunk. */
const CHUNK_TIMEOUT_MS = 120_000;

/** Thrown when a page's chunk failed twice (or timed out twice); the route error page explains. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading took longer than ${ms / 1000} s`)),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Runs `load` with a timeout; on failure tries once more, then throws ChunkLoadError. */
export async function loadWithRetry<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<T> {
  try {
    return await withTimeout(load(), timeoutMs);
  } catch {
    try {
      return await withTimeout(load(), timeoutMs);
    } catch (error) {
      throw new ChunkLoadError('This page could not be loaded', { cause: error });
    }
  }
}

/** A react-router `lazy` for a module with a default-exported page component. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const page = await loadWithRetry(load);
    return { Component: page.default };
  };
}
