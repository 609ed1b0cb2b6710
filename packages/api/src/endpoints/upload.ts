import type { Build } from '../baseApi';
import { PATHS, type PresignedUrlRequest, type PresignedUrlResponse } from '../contract';

/** Call 7 (the PUT of call 8 is `uploadPhoto`, with progress). */
export const uploadEndpoints = (build: Build) => ({
  /** POST /presigned-url */
  requestUploadUrl: build.mutation<PresignedUrlResponse, PresignedUrlRequest>({
    query: (body) => ({ url: PATHS.presignedUrl, method: 'POST', body }),
  }),
});
