import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { backAction } from '../app/layout';
import { PATHS, type RouteId } from '../app/routes';
import { Icon } from './Icon';

/** react-router keeps its history index in history.state; 0 or none means "first page of the tab". */
function historyIdx(): number | undefined {
  // The server's first screen (entry-server.tsx) is a tab's first page.
  if (typeof window === 'undefined') return undefined;
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' ? state.idx : undefined;
}

/**
 * The back arrow of a screen, going where its route record says (SPEC §2): always home, or one
 * step back (home when the page opened the tab). A route whose rule is 'none' (home) has none.
 */
export function BackButton({ id, className = 'icon-btn' }: { id: RouteId; className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Subscribing to the location re-renders the arrow (and re-reads the index) on every navigation.
  useLocation();
  const action = backAction(id, historyIdx());
  if (action === 'none') return null;

  return (
    <button
      type="button"
      className={className}
      aria-label={t('common.back')}
      onClick={() => (action === 'history' ? navigate(-1) : navigate(PATHS.home))}
    >
      <Icon name="back" />
    </button>
  );
}
