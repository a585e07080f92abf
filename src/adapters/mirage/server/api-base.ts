/** Where the API lives: '/api/' in the demo, or an absolute base. Routes are registered as full paths. */
export interface ApiBase {
  /** With a trailing slash, e.g. '/api/' or 'https://api.example.test/api/'. */
  prefix: string;
  /** The path part, e.g. '/api/'. */
  path: string;
  isApiUrl(url: string): boolean;
  /** The path after the base, without the query string: what knobs match against. */
  relativePath(url: string): string;
}

export function readApiBase(apiBase: string): ApiBase {
  const prefix = apiBase.endsWith('/') ? apiBase : `${apiBase}/`;
  const path = new URL(prefix, 'http://demo.invalid').pathname;
  const pathOf = (url: string): string => new URL(url, 'http://demo.invalid').pathname;
  return {
    prefix,
    path,
    isApiUrl: (url) => pathOf(url).startsWith(path),
    relativePath(url) {
      const full = pathOf(url);
      return full.startsWith(path) ? decodeURI(full.slice(path.length)) : full;
    },
  };
}
