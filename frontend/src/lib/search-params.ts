/** Changes to the address's query string (a list's filters), made from the address as it is now. */
import { useCallback } from "react";
import { useLocation, useSearchParams, type NavigateOptions } from "react-router";

export type ChangeParams = (change: (next: URLSearchParams) => void, options?: NavigateOptions) => void;

/**
 * The page's search params and a setter that starts from the address as it is when called. React
 * Router's own setter (its functional form too) starts from the params of the last render, and a
 * navigation renders as a transition: a second change made before the first has rendered (two
 * filters chosen one after the other) started from the address before the first and undid it.
 * The browser's address changes at once; another router (a test's memory router) is read as
 * rendered.
 */
export function useChangeParams(): [URLSearchParams, ChangeParams] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const change = useCallback<ChangeParams>(
    (edit, options) => {
      const live = typeof window !== "undefined" && window.location.pathname === pathname;
      const next = new URLSearchParams(live ? window.location.search : params);
      edit(next);
      setParams(next, options);
    },
    [params, pathname, setParams],
  );
  return [params, change];
}

/** A filter's change: `value` set, or the filter removed when it is empty; the list goes back to
 * its first page (unless the change is the page itself). */
export function filterChange(key: string, value: string): (next: URLSearchParams) => void {
  return (next) => {
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== "page") next.delete("page");
  };
}
