import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@member-area/domain';

/** A route chunk that failed to load or took longer than CHUNK_LOAD_TIMEOUT_MS (SPEC.md 8). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    message: string,
    readonly timedOut: boolean,
  ) {
    super(message);
  }
}

export function withChunkTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`chunk did not load within ${timeoutMs} ms`, true)),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : String(error), false));
      },
    );
  });
}

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Loading chunk/i.test(
    error.message,
  );
}

type Loaded<P> = { default: ComponentType<P> };

/** What a lazy part renders when its chunk failed or timed out. */
export type LazyFailure = ComponentType<{ timedOut: boolean }>;

const renderNothing: LazyFailure = () => null;

/**
 * A part of a screen loaded on its first render (React.lazy, behind the caller's <Suspense>) with
 * the SPEC.md 8 time-out, for code a screen needs only once something asks for it: a modal that is
 * due, a payment return in the address, a panel the member opens. A chunk that fails or times out
 * renders `onFailure` (nothing by default) rather than throwing: a modal or a panel that cannot
 * load must not take the screen it sits on down to its error screen. `preload()` starts the
 * download early (a hover on what opens it) and is safe to call any number of times.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  onFailure: LazyFailure = renderNothing,
): LazyExoticComponent<ComponentType<P>> & { preload(): Promise<unknown> } {
  let loading: Promise<Loaded<P>> | null = null;
  const preload = (): Promise<Loaded<P>> =>
    (loading ??= withChunkTimeout(load).then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        console.warn('[lazy] a part of the screen failed to load', error);
        const timedOut = error instanceof ChunkLoadError && error.timedOut;
        const Failed = () => createElement(onFailure, { timedOut });
        return { default: Failed as ComponentType<P> };
      },
    ));
  return Object.assign(lazy(preload), { preload });
}
