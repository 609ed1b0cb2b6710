/** The built chunk of a page folder (src/pages/<page>). */
export const pageChunk = (page: string) => new RegExp(`/assets/${page}-[\\w-]+\\.js$`);
