// core-js-pure's web URL modules export the standard constructors; they ship no types of their own.
declare module "core-js-pure/stable/url" {
  const URLPolyfill: typeof URL;
  export default URLPolyfill;
}
declare module "core-js-pure/stable/url-search-params" {
  const URLSearchParamsPolyfill: typeof URLSearchParams;
  export default URLSearchParamsPolyfill;
}
