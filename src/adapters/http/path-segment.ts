/** An id placed in a path: encoded, so an odd id can never change which endpoint is called. */
export const pathId = (id: string): string => encodeURIComponent(id);
