// The one wrapper around wouter, so screens navigate through the kit and react-aria links
// (RouterProvider) do client-side navigation.
import type { ReactNode } from 'react';
import { Link as AriaLink, RouterProvider } from 'react-aria-components';
import { useLocation, useParams as useWouterParams, useSearch, Router } from 'wouter';

export { Route, Switch, Redirect } from 'wouter';

export function useNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const [, navigate] = useLocation();
  return navigate;
}

export function usePathname(): string {
  const [location] = useLocation();
  return location;
}

export function useSearchParams(): URLSearchParams {
  return new URLSearchParams(useSearch());
}

export function useRouteParams<T extends Record<string, string>>(): Partial<T> {
  return useWouterParams() as Partial<T>;
}

function AriaRouter({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <RouterProvider navigate={(href) => navigate(href)}>{children}</RouterProvider>;
}

export function AppRouter({ children }: { children: ReactNode }) {
  return (
    <Router>
      <AriaRouter>{children}</AriaRouter>
    </Router>
  );
}

export interface LinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  current?: boolean;
  'aria-label'?: string;
}

/** A client-side link (react-aria: keyboard, press and focus-visible states as data attributes). */
export function Link({ href, children, className, current = false, ...aria }: LinkProps) {
  return (
    <AriaLink href={href} className={className ?? 'ui-link'} {...(current ? { 'aria-current': 'page' as const } : {})} {...aria}>
      {children}
    </AriaLink>
  );
}
