/** The mock's plain answers: a refusal with its lines (the contract's error body), or a bare 200. */
import { HttpResponse } from 'msw';

/** `status` with a JSON array of `{ message }`, one per line: what the portal shows. */
export const fail = (status: number, ...messages: string[]) =>
  HttpResponse.json(
    messages.map((message) => ({ message })),
    { status },
  );

/** 200 without a body: the calls that answer nothing but their success. */
export const ok = () => new HttpResponse(null, { status: 200 });
