import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

/** Where the form goes back to: the page that opened it (`state.from`), else the list. */
export function useFormBack() {
  const location = useLocation();
  const navigate = useNavigate();
  const from = (location.state as { from?: unknown } | null)?.from;
  const href = typeof from === 'string' && from.startsWith('/') ? from : paths.devices.list.getHref();
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  return {
    href,
    go: () => {
      if (typeof from === 'string' && from.startsWith('/')) void navigate(from);
      else if (idx > 0) void navigate(-1);
      else void navigate(paths.devices.list.getHref());
    },
  };
}
