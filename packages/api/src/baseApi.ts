import { createApi } from '@reduxjs/toolkit/query/react';
import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import { baseQuery } from './baseQuery';

export const PROFILE_TAG = 'Profile' as const;

/**
 * The one `createApi` of the portal; endpoint groups are injected in `portalApi.ts`. An answer
 * that fails its endpoint's `responseSchema` is an ordinary failure (the generic text).
 */
export const baseApi = createApi({
  reducerPath: 'portalApi',
  baseQuery,
  tagTypes: [PROFILE_TAG],
  endpoints: () => ({}),
  catchSchemaFailure: (error) => ({
    status: 'CUSTOM_ERROR' as const,
    error: `${error.schemaName}: ${error.message}`,
  }),
});

export type Build = EndpointBuilder<typeof baseQuery, typeof PROFILE_TAG, 'portalApi'>;
