import type { Build } from '../baseApi';
import { PATHS, type PresignedUrlRequest, type PresignedUrlResponse } from '../contract';
import { presignedUrlResponseSchema } from '../responseSchemas';

/** Call 7 (the PUT of call 8 goes to the presigned URL itself, with progress: `putPhoto`). */
export const uploadEndpoints = (build: Build) => ({
  /** POST /presigned-url, behind the re-authenticating base query like every private call. */
  requestUploadUrl: build.mutation<PresignedUrlResponse, PresignedUrlRequest>({
    query: (body) => ({ url: PATHS.presignedUrl, method: 'POST', body }),
    responseSchema: presignedUrlResponseSchema,
  }),
});
