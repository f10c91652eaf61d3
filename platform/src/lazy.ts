import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type PreloadableComponent<T extends ComponentType> = LazyExoticComponent<T> & {
  /** Downloads the component's code; once it is there, rendering it never suspends. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy whose code can be fetched ahead of rendering. A server-rendered page is taken over
 * (hydrated) only when the code of everything on it is loaded: a part still waiting for its code
 * when the theme or language first updates would be thrown away and rendered again (losing what
 * the visitor typed meanwhile). Once loaded, the component is handed to React synchronously.
 */
export function preloadableLazy<T extends ComponentType>(load: () => Promise<{ default: T }>): PreloadableComponent<T> {
  let loaded: { default: T } | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const Component = lazy(() => (loaded ? settled(loaded) : preload()));
  return Object.assign(Component, { preload });
}

/**
 * `value` as a promise React.lazy reads without suspending: its `then` calls back at once, where
 * a resolved promise would still call back only after the render.
 */
export function settled<T>(value: T): Promise<T> {
  // biome-ignore lint/suspicious/noThenProperty: a thenable is the point: React.lazy reads it at once.
  return { then: (resolve: (value: T) => void) => resolve(value) } as unknown as Promise<T>;
}
