import { useNavigate } from 'react-router-dom';
import { requireLogin } from '../../session/loginGate';

/** Opens a writing form: the login gate first (coming back to the form after signing in). */
export function useWrite(): (path: string) => void {
  const navigate = useNavigate();
  return (path) => {
    void requireLogin(path).then((ok) => {
      if (ok) navigate(path);
    });
  };
}
