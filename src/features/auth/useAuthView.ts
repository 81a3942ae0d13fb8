import { currentView, searchWithView, type AuthView } from '@/lib/auth/auth-view';
import { useNavigate, usePathname, useSearchParams } from '@/ui/routing';

/**
 * The current view of the authentication area, held in the URL (`?view=`, base64) so back and
 * forward restore it; `go` pushes a history entry (or replaces the current one).
 */
export function useAuthView(): { view: AuthView; search: URLSearchParams; go: (view: AuthView, options?: { replace?: boolean }) => void } {
  const pathname = usePathname();
  const search = useSearchParams();
  const navigate = useNavigate();
  return {
    view: currentView(pathname, search),
    search,
    go: (view, options) => navigate(`${pathname}${searchWithView(search, view)}`, options),
  };
}
