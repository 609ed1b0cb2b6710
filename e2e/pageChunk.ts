/** A built chunk by its name, asked for as it is or again under a query (loadChunk's retry). */
export const chunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js(\\?.*)?$`);

/** The built chunk of a page folder (src/pages/<page>). */
export const pageChunk = (page: string) => chunk(page);
