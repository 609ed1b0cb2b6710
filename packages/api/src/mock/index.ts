/** `@jornada/api/mock`: the mock API (MSW handlers over an in-memory store). Never in the portal bundle. */
export { createMockApi, type MockApi, type MockApiOptions } from './createMockApi';
export { MOCK_MESSAGES } from './messages';
export {
  DEMO_PASSWORD,
  MOCK_STORAGE_HOST,
  demoAccounts,
  storageAvatar,
  type AvatarState,
  type DemoAccount,
  type MockParticipant,
} from './seed';
export type { CodePurpose, MockStore, OutboxEntry } from './state';
export { CREW_FILES } from './avatarArt';
