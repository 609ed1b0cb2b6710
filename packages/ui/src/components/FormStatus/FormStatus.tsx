import type { ReactNode } from 'react';
import { Alert } from '../Alert';

/** The request state every form of the kit takes. */
/** `queued`: the request could not go out and waits to be sent (the form was handed over). */
export type FormStatusValue = 'idle' | 'pending' | 'success' | 'error' | 'queued';

/** Props shared by every form and panel: the request state and its messages. */
export interface FormStateProps {
  /** `pending` = submit button loading; `success` = green box; `error` = red box; `queued` = blue box. */
  status?: FormStatusValue;
  /** Error lines (one per API message) or the success text, as the caller words them. */
  messages?: readonly string[];
}

export interface FormStatusProps extends FormStateProps {
  /** Extra control inside the box (for example `Inserir novamente`). */
  action?: ReactNode;
  id?: string;
}

/**
 * The message box under a form: nothing while idle or pending, the green Alert on success, the
 * blue one while the request waits for the connection (`queued`), the red Alert with one line per
 * message on error. It shows only the lines it is given: the texts
 * (the API's lines, the generic failure) are the caller's.
 */
export function FormStatus({ status = 'idle', messages = [], action, id }: FormStatusProps) {
  if (status === 'success') {
    if (messages.length === 0) return null;
    return <Alert id={id} tone="success" messages={messages} action={action} />;
  }
  if (status === 'queued' && messages.length > 0) {
    return <Alert id={id} tone="info" messages={messages} action={action} />;
  }
  if (status === 'error' && messages.length > 0) {
    return <Alert id={id} tone="error" messages={messages} action={action} />;
  }
  return null;
}
