import type { ApiErrorItem } from './contract';
import { GENERIC_ERROR } from './messages';

function messagesOf(data: unknown): string[] {
  if (!Array.isArray(data)) return [];
  return data
    .map((item: unknown) =>
      typeof item === 'object' && item !== null
        ? (item as Partial<ApiErrorItem>).message
        : undefined,
    )
    .filter((message): message is string => typeof message === 'string' && message.trim() !== '');
}

/**
 * Normalises any failure (RTK Query error, thrown value) to the lines to show:
 * each `message` of a 4xx/5xx JSON array body, else the generic text. Lines are plain text.
 */
export function toErrorLines(error: unknown): string[] {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status, data } = error as { status: unknown; data?: unknown };
    if (typeof status === 'number' && status >= 400) {
      const lines = messagesOf(data);
      if (lines.length > 0) return lines;
    }
  }
  return [GENERIC_ERROR];
}

/** True when the request never got an answer (RTK Query's `FETCH_ERROR`): offline, DNS, reset. */
export function isNetworkFailure(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { status?: unknown }).status === 'FETCH_ERROR'
  );
}
