import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useAccessCheck } from './useAccessCheck';

export interface GuardedLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  /** Runs after every click, allowed or not (the side menu closes itself with it). */
  onAfterClick?: () => void;
}

/**
 * A router link that checks the access rules first; a refused click does not navigate.
 * NavLink marks the current page with aria-current.
 */
export function GuardedLink({ to, className, children, onAfterClick }: GuardedLinkProps) {
  const { check } = useAccessCheck();
  return (
    <NavLink
      end
      to={to}
      className={className}
      onClick={(event) => {
        if (!check(to)) event.preventDefault();
        onAfterClick?.();
      }}
    >
      {children}
    </NavLink>
  );
}
