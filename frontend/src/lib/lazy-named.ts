import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** React.lazy for a module's named export: the part's code loads when it first renders (on the
 * server, React's prerender waits for it, so the markup is whole). */
export function lazyNamed<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): M[K] extends ComponentType<infer P> ? LazyExoticComponent<ComponentType<P>> : never {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType<unknown> }))) as never;
}
