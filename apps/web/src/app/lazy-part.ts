import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ChunkLoadError, withChunkTimeout } from './lazy';

// Apart from ./lazy.ts, which the entry carries for the router: only the shell's chunks need this.

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
