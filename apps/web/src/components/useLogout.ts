import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '../api/auth.ts';

/** Signs out: revokes the token on the server, clears the session and cached data, goes to /login. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const client = useQueryClient();
  return async () => {
    await logout();
    client.clear();
    await navigate('/login', { replace: true });
  };
}
