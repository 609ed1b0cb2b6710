import type { IncomingMessage } from 'node:http';
import { MAX_PHOTO_BYTES } from '../photoType';
import { MOCK_MESSAGES as M } from './messages';

/** The methods the mock server answers; any other gets 405 with this list as `Allow`. */
const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'OPTIONS'] as const;
/** The largest JSON body any call of the contract needs, with room to spare. */
const MAX_JSON_BYTES = 1024 * 1024;

export interface Refusal {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

const isAllowed = (method: string | undefined) =>
  (ALLOWED_METHODS as readonly (string | undefined)[]).includes(method);

/**
 * Why the mock server refuses `req` before reading any of its body, or null to go on: a Host it
 * does not serve (400: a page of another site, its name pointed at this address, cannot read the
 * outbox), an unknown method (405), a body without a Content-Length (411) or over the limit of
 * its route (413: the photo's PUT to /uploads/, else JSON).
 */
export function refusalOf(
  req: IncomingMessage,
  pathname: string,
  hosts: ReadonlySet<string>,
): Refusal | null {
  if (!hosts.has((req.headers.host ?? '').toLowerCase()))
    return { status: 400, message: M.badHost };
  if (!isAllowed(req.method)) {
    return {
      status: 405,
      message: M.methodNotAllowed,
      headers: { Allow: ALLOWED_METHODS.join(', ') },
    };
  }
  if (req.method !== 'POST' && req.method !== 'PUT') return null;
  const length = req.headers['content-length'];
  if (length === undefined) return { status: 411, message: M.lengthRequired };
  const upload = req.method === 'PUT' && pathname.startsWith('/uploads/');
  if (Number(length) > (upload ? MAX_PHOTO_BYTES : MAX_JSON_BYTES)) {
    return { status: 413, message: upload ? M.uploadTooLarge : M.bodyTooLarge };
  }
  return null;
}
