import type { Build } from '../baseApi';
import { PROFILE_TAG } from '../baseApi';
import { PATHS, type Participant, type UpdateProfileRequest } from '../contract';
import { participantSchema } from '../storedSchemas';
import { saveProfileAsUserData } from '../session';
import { noAnswer } from './noAnswer';

/** Calls 1 and 2: the participant's profile, cached under the `Profile` tag. */
export const profileEndpoints = (build: Build) => ({
  /** GET /participante; the result also replaces `userData`. */
  getProfile: build.query<Participant, void>({
    query: () => ({ url: PATHS.participante }),
    extraOptions: { needsSession: true },
    responseSchema: participantSchema,
    providesTags: [PROFILE_TAG],
    async onQueryStarted(_arg, { queryFulfilled }) {
      try {
        const { data } = await queryFulfilled;
        saveProfileAsUserData(data);
      } catch {
        // the error is on the query's state
      }
    },
  }),
  /** PUT /participante (form save or avatar choice); the profile is read again. */
  updateProfile: build.mutation<void, UpdateProfileRequest>({
    query: (body) => ({ url: PATHS.participante, method: 'PUT', body }),
    transformResponse: noAnswer,
    extraOptions: { needsSession: true },
    // Read again only when saved: a failed save changed nothing.
    invalidatesTags: (_result, failure) => (failure ? [] : [PROFILE_TAG]),
  }),
});
