/** What each resource's handlers are given: the settings, the store and the codes. */
import type { Codes } from './codes';
import type { MockSettings } from './options';
import type { MockStore } from './state';

export interface MockContext {
  settings: MockSettings;
  store: MockStore;
  codes: Codes;
}

/** The route of `path` under `base`: on any origin, unless the base is an absolute URL. */
export const route = (base: string, path: string) =>
  /^https?:\/\//.test(base) ? `${base}${path}` : `*${base}${path}`;

/** The route of a call of the private base. */
export const apiRoute = ({ settings }: MockContext, path: string) => route(settings.apiBase, path);
