import { PROFILE_MESSAGES, type ProfileUpdatePayload } from '@foodshare/contracts/profile';
import { type User, userSchema } from '@foodshare/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { said } from '../../../i18n/error-message';
import { i18n } from '../../../i18n/i18n';
import { apiWrite, isUnauthorizedError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { userQueryKey } from '../../auth/api/get-user';
import { communityProfilesQueryKey } from '../../community/api/get-community-profiles';

/** PATCH /api/profile: any subset of the editable fields; '' or null clears one. */
export async function updateProfile(payload: ProfileUpdatePayload): Promise<User> {
  const response = await apiWrite('PATCH', '/api/profile', payload);
  return userSchema.parse(await response.json());
}

/** docs/product.md §7 and §8: the toasts belong to the call; the form shows the field errors itself. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      queryClient.setQueryData(userQueryKey, user);
      toast({
        title: i18n.t('common:toast.success'),
        description: said(PROFILE_MESSAGES.updated, 'profile.updated'),
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userQueryKey }),
        // The public list shows this profile's name, role, bio and visibility.
        queryClient.invalidateQueries({ queryKey: communityProfilesQueryKey }),
      ]);
    },
    onError: (error) => {
      // The global handler already says the session is gone and takes the person to sign in.
      if (isUnauthorizedError(error)) return;
      toast({
        title: i18n.t('common:toast.error'),
        description: said(PROFILE_MESSAGES.updateFailed, 'profile.updateFailed'),
        variant: 'destructive',
      });
    },
  });
}
