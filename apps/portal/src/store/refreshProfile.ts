import { portalApi, saveProfileAsUserData } from '@jornada/api';
import { getApiStore } from './apiStore';

/**
 * Reads the profile (GET /participante) and saves it as `userData`. Used when the stored user data
 * lacks an avatar or image (spec, section 4).
 */
export async function refreshProfile(): Promise<void> {
  const request = getApiStore().dispatch(portalApi.endpoints.getProfile.initiate());
  try {
    saveProfileAsUserData(await request.unwrap());
  } finally {
    request.unsubscribe();
  }
}
