/**
 * `transformResponse` of a call whose success the contract answers with "any" body: its result is
 * `undefined`, so nobody comes to rely on a body the API does not promise.
 */
export const noAnswer = (): void => undefined;
