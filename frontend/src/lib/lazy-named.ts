import { createElement, lazy, useState, type ComponentType } from "react";

type Part<P> = ComponentType<P> & {
  /** Loads the part's code; once it has, the part renders at once, without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy for a module's named export: the part's code loads when it first renders (on the
 * server, React's prerender waits for it, so the markup is whole), or ahead with `preload`. Once
 * the code is here the part draws in the same render: a part that suspended while hydrating could
 * not take a click until its code had been handed to it again.
 */
export function lazyNamed<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): M[K] extends ComponentType<infer P> ? Part<P> : never {
  let loaded: ComponentType<object> | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module[name] as ComponentType<object>;
      return module;
    });
  const Lazy = lazy(() => preload().then((module) => ({ default: module[name] as ComponentType<object> })));
  function LazyPart(props: object) {
    // Decided once per instance: changing the element's type later would draw the part anew.
    const [Loaded] = useState(() => loaded);
    return Loaded ? createElement(Loaded, props) : createElement(Lazy, props);
  }
  return Object.assign(LazyPart, { preload }) as never;
}
