import ky, { type KyInstance } from 'ky';
import { toast } from './toast';
import { apiBaseUrl, getSession, isAccessTokenExpired, refreshAccessToken } from '@church/auth';
import { showResponseErrors } from './show-response-errors';

const retriedHeader = 'x-church-retried';

/** Refreshes the session; a failure signs the user out and its message is shown. */
async function refreshOrFail(): Promise<string> {
  try {
    return await refreshAccessToken();
  } catch (error) {
    toast.error(error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/**
 * The one HTTP client every app uses. Relative to the page's origin: the shell and the API are
 * served from the same origin, so remotes call '/api/...' wherever their code was loaded from.
 * An expired token is refreshed before sending; a 401 is refreshed once and retried.
 */
export const api: KyInstance = ky.create({
  prefixUrl: apiBaseUrl(),
  retry: 0,
  hooks: {
    beforeRequest: [
      async (request) => {
        if (isAccessTokenExpired()) await refreshOrFail();
        const token = getSession()?.accessToken;
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      async (request, options, response) => {
        const wasSignedIn = request.headers.has('Authorization');
        if (response.status !== 401 || !wasSignedIn || request.headers.has(retriedHeader)) return response;
        const token = await refreshOrFail();
        request.headers.set('Authorization', `Bearer ${token}`);
        request.headers.set(retriedHeader, '1');
        // The outer call still turns a failed retry into an HTTPError and shows its toasts.
        return ky(request, { ...options, hooks: {}, throwHttpErrors: false });
      },
    ],
    beforeError: [
      async (error) => {
        await showResponseErrors(error.response);
        return error;
      },
    ],
  },
});
