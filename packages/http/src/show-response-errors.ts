import toast from 'react-hot-toast';

const serverErrorMessage = '500 - Network Error';

/** Status 500 shows one fixed toast; any other failure shows each message the API sent. */
export async function showResponseErrors(response: Response): Promise<void> {
  if (response.status === 500) {
    toast.error(serverErrorMessage);
    return;
  }
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (Array.isArray(errors)) {
    for (const message of errors) if (typeof message === 'string') toast.error(message);
  }
}
