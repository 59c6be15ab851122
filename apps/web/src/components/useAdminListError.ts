import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, offlineError } from '../api/client.ts';
import { handleApiError } from '../api/errors.ts';
import { markScreenOffline, useScreenAddress } from './screenOffline.ts';

/**
 * Seed 001 §8: a failed admin listing alerts the message and goes to /profile (401 still goes to
 * login). Offline the listing is not refused: the screen says it needs the internet (screenOffline.ts).
 */
export function useAdminListError(error: unknown, fallback: string): void {
  const navigate = useNavigate();
  const address = useScreenAddress();
  useEffect(() => {
    if (!error) return;
    if (offlineError(error)) {
      markScreenOffline(address);
      return;
    }
    if (error instanceof ApiError && error.status !== 401) {
      notifications.show({ color: 'red', message: error.message || fallback });
      navigate('/profile');
      return;
    }
    handleApiError(error, { fallback });
    // navigate is stable
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
}
