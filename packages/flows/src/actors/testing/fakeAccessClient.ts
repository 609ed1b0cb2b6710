import { vi } from 'vitest';
import type { AccessClient } from '../accessActors';

export const FAKE_TOKENS = { accessToken: 'a.b.c', refreshToken: 'r' };

/** An access client whose calls all succeed (spies), a first access's participant found. */
export function fakeAccessClient(overrides: Partial<AccessClient> = {}): AccessClient {
  return {
    lookUpParticipant: vi.fn(async () => ({
      nome: 'Natália Oliveira Ramos',
      matricula: '100833',
      cadastroRealizado: false,
    })),
    requestCode: vi.fn(async () => undefined),
    authenticate: vi.fn(async () => FAKE_TOKENS),
    uploadPhoto: vi.fn(async ({ onProgress }) => {
      onProgress?.(50);
      return 'https://storage.example/uploads/eu.png';
    }),
    register: vi.fn(async () => undefined),
    forgotPassword: vi.fn(async () => undefined),
    validateToken: vi.fn(async () => undefined),
    updatePassword: vi.fn(async () => undefined),
    ...overrides,
  };
}
