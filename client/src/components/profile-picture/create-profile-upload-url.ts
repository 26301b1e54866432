import { uploadUrlAnswerSchema } from '@foodshare/contracts/api';
import { apiWrite } from '../../lib/api-client';

/**
 * POST /api/profile/upload: a short-lived signed URL (relative to this origin) to PUT one
 * profile picture to. Works signed out, for sign-up.
 */
export async function createProfileUploadUrl(): Promise<string> {
  const response = await apiWrite('POST', '/api/profile/upload');
  return uploadUrlAnswerSchema.parse(await response.json()).uploadURL;
}
