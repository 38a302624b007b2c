import { apiPath, apiRoutes, type UserResponse } from '@canasta/contract';
import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-upload';
import { useSessionStore } from '../stores/session-store';

/** Multipart field `picture` (JPG, PNG or WebP, ≤ 5 MB; 413 and 415 otherwise). */
export function uploadUserPicture(
  picture: File,
  onProgress?: (fraction: number) => void,
): Promise<UserResponse> {
  const body = new FormData();
  body.append('picture', picture);
  return apiUpload<UserResponse>(apiPath(apiRoutes.authUserPicture, {}), body, { onProgress });
}

export function useUploadUserPicture(onProgress?: (fraction: number) => void) {
  return useMutation({
    mutationKey: ['auth', 'picture'],
    mutationFn: (picture: File) => uploadUserPicture(picture, onProgress),
    onSuccess: ({ user }) => {
      useSessionStore.getState().setUser(user);
    },
  });
}
