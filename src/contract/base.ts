/** Where the API lives on a host: every contract path is relative to it. Its own module: the app's entry reads it. */
export const API_BASE = '/api/';
