/**
 * A lazily loaded component that renders at once when its code has already arrived. `React.lazy`
 * suspends on a component's first render even when its chunk was fetched ahead, and React reveals a
 * boundary that suspended no sooner than 300 ms after the last fallback it showed (its fallback
 * throttle): on an editor's full page load the services, the session provider, the route guard and
 * the page each waited for that in turn. `load()` fetches the code (route loaders and idle-time
 * preparation call it ahead); a component rendered after it resolved never suspends.
 */
import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';

export interface Preloadable<P extends object> {
  (props: P): ReactElement;
  /** Fetches the component's code (once; a failed fetch is tried again on the next call). */
  load(): Promise<ComponentType<P>>;
}

export function preloadable<P extends object>(importer: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const load = (): Promise<ComponentType<P>> =>
    (pending ??= importer().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Preloaded(props: P): ReactElement {
    // The type an instance first rendered stays its type: switching would remount it.
    const [Type] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return createElement(Type, props);
  }
  return Object.assign(Preloaded, { load });
}
