import type { ContactRequest, Participant } from '../contract';
import { CREW } from './avatarArt';
import { seedParticipants, storageAvatar, type MockParticipant } from './seed';

export type CodePurpose = 'login' | 'primeiro acesso' | 'recuperação de senha';

/** A code a real server would have e-mailed. */
export interface OutboxEntry {
  email: string;
  purpose: CodePurpose;
  code: string;
  /** ISO time it was sent. */
  sentAt: string;
}

export interface PendingCode {
  code: string;
  expiresAt: number;
  /** Wrong tries of this code in a row (recovery codes lock after a few). */
  wrongTries?: number;
}

export interface StoredUpload {
  file: string;
  email: string;
  contentType: string;
  signature: string;
  /** When it was presigned (ms), and until when its presigned URL takes the one PUT. */
  createdAt: number;
  expiresAt: number;
  bytes: Uint8Array | null;
}

/** The in-memory server state. Maps are mutated in place, so references stay valid on reset. */
export interface MockStore {
  participants: Map<string, MockParticipant>;
  /** Two-factor codes (login and registration), by e-mail. */
  codes: Map<string, PendingCode>;
  /** Password recovery tokens, by e-mail. */
  recoveryTokens: Map<string, PendingCode>;
  accessTokens: Map<string, { email: string; expiresAt: number }>;
  refreshTokens: Map<string, { email: string; expiresAt: number }>;
  /** Uploads by file name `<id>.<ext>`. */
  uploads: Map<string, StoredUpload>;
  contactMessages: ContactRequest[];
}

export function createStore(storageHost: string): MockStore {
  return {
    participants: seedParticipants(storageHost),
    codes: new Map(),
    recoveryTokens: new Map(),
    accessTokens: new Map(),
    refreshTokens: new Map(),
    uploads: new Map(),
    contactMessages: [],
  };
}

export function resetStore(store: MockStore, storageHost: string): void {
  const fresh = createStore(storageHost);
  for (const key of [
    'participants',
    'codes',
    'recoveryTokens',
    'accessTokens',
    'refreshTokens',
    'uploads',
  ] as const) {
    const map = store[key] as Map<string, unknown>;
    map.clear();
    for (const [k, v] of fresh[key] as Map<string, unknown>) map.set(k, v);
  }
  store.contactMessages.length = 0;
}

/** What the mock keeps of what anyone may send it (contact messages, codes sent): the latest. */
const KEPT_ENTRIES = 100;

/** Adds `entry` to `list`, dropping the oldest beyond KEPT_ENTRIES. */
export function keepLast<T>(list: T[], entry: T): void {
  list.push(entry);
  if (list.length > KEPT_ENTRIES) list.splice(0, list.length - KEPT_ENTRIES);
}

/** Random lowercase hex of `bytes` bytes. */
export function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

/** A random 6-digit code. */
export function randomCode(): string {
  const value = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  return String(value % 1_000_000).padStart(6, '0');
}

/** Three crew avatars for a newly registered participant, chosen by their id. */
export function optionsFor(who: MockParticipant, storageHost: string): [string, string, string] {
  const names = Object.keys(CREW);
  const start = Number.parseInt(who.id, 10) % names.length || 0;
  const pick = (offset: number) =>
    storageAvatar(names[(start + offset) % names.length] ?? 'piloto-vega', storageHost);
  return [pick(0), pick(3), pick(6)];
}

/** Applies avatar options that have come due. */
export function applyDueOptions(who: MockParticipant, nowMs: number): void {
  if (who.pendingOptions && who.optionsReadyAt !== null && who.optionsReadyAt <= nowMs) {
    [who.avatarOpcao01Url, who.avatarOpcao02Url, who.avatarOpcao03Url] = who.pendingOptions;
    who.pendingOptions = null;
    who.optionsReadyAt = null;
  }
}

/** The participant as call 1 answers it (contract fields only). */
export function toParticipant(who: MockParticipant): Participant {
  return {
    email: who.email,
    dataDeNascimento: who.dataDeNascimento,
    nome: who.nome,
    matricula: who.matricula,
    avatarUrl: who.avatarUrl,
    avatarOpcao01Url: who.avatarOpcao01Url,
    avatarOpcao02Url: who.avatarOpcao02Url,
    avatarOpcao03Url: who.avatarOpcao03Url,
    imagemUploadedUrl: who.imagemUploadedUrl,
    unidadeDeNegocio: who.unidadeDeNegocio,
  };
}
