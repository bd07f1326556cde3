import { useEffect } from 'react';
import { useNavigate } from '@church/router';
import { HTTPError } from '@church/http/core';
import { toastLater } from '../lib/toast-later';

/**
 * Spec section 8: a missing item (404) is shown by its status; any other failure is toasted
 * and the visitor goes back to the list. Answers the status to show, if any.
 */
export function useLeaveOnFailure(error: unknown, message: string, listPath: string): number | null {
  const navigate = useNavigate();
  const notFound = error instanceof HTTPError && error.status === 404;
  useEffect(() => {
    if (!error || notFound) return;
    toastLater((toast) => toast.error(message));
    navigate(listPath, { replace: true });
  }, [error, notFound, message, listPath, navigate]);
  return notFound ? 404 : null;
}
