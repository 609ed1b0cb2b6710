/** `@jornada/api/mock`: the mock API (MSW handlers over an in-memory store). Never in the portal bundle. */
export { createMockApi, type MockApi, type MockApiOptions } from './createMockApi';
export { DEMO_PASSWORD } from './seed';
