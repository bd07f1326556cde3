import { api } from '@church/http';
import { useMutation } from '@church/query';

/** DELETE /api/users/:id/two-step (admins): the member's authenticator, recovery codes and remembered devices go. */
export async function resetTwoStep(userId: string): Promise<void> {
  await api.delete(`users/${encodeURIComponent(userId)}/two-step`);
}

export const useResetTwoStep = () => useMutation({ mutationFn: resetTwoStep });
