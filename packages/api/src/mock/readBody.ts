/** Reads a call's JSON body and checks it against the contract (415 or 400 with its lines). */
import { MOCK_MESSAGES as M } from './messages';
import { fail } from './responses';
import { validateBody, type Schema } from './validate';

type Parsed<T> = { body: T; error?: never } | { body?: never; error: Response };

/** The body as `T` when it is JSON that `schema` accepts, else the refusal to answer with. */
export async function readBody<T>(request: Request, schema: Schema): Promise<Parsed<T>> {
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim();
  if (mediaType?.toLowerCase() !== 'application/json') {
    return { error: fail(415, M.notJson) };
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { error: fail(400, M.notAnObject) };
  }
  const problems = validateBody(body, schema);
  return problems.length > 0 ? { error: fail(400, ...problems) } : { body: body as T };
}
