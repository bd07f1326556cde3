import { useEffect } from 'react';
import { toast } from '@church/http/toast';
import { useNavigate } from '@church/router';
import { HTTPError } from '@church/http/core';

/**
 * Spec section 8: a missing item (404) is shown by its status; any other failure is toasted
 * and the visitor goes back to the list. Answers the status to show, if any.
 */
export function useLeaveOnFailure(error: unknown, message: string, listPath: string): number | null {
  const navigate = useNavigate();
  const notFound = error instanceof HTTPError && error.status === 404;
  useEffect(() => {
    if (!error || notFound) return;
    toast.error(message);
    navigate(listPath, { replace: true });
  }, [error, notFound, message, listPath, navigate]);
  return notFound ? 404 : null;
}
