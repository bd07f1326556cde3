import ky from 'ky';
import { getSession } from '@church/auth';
import { showResponseErrors } from './show-response-errors';

/**
 * The one HTTP client every app uses. Relative to the page's origin: the shell and the API are
 * served from the same origin, so remotes call '/api/...' wherever their code was loaded from.
 */
export const api = ky.create({
  prefixUrl: '/api',
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = getSession()?.accessToken;
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
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
