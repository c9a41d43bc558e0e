import { createElement, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import RouteSpinner from '../ui/RouteSpinner';
import { RouteAccess } from './RouteAccess';
import { fallbackTarget, pageFor, routeIdOf } from './routes';

/**
 * The screen of the address, behind the access rules; an unknown address goes where
 * `fallbackTarget` says. Every route is a fixed path (no parameters), so the route table's own
 * lookup (`routeIdOf`: case and a trailing slash ignored, as the router would) picks it in one
 * map look-up, where the router's matching compiled a pattern for each of the table's paths and
 * aliases on every render.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const id = routeIdOf(pathname);
  if (!id) return <Navigate to={fallbackTarget(pathname)} replace />;
  return (
    <Suspense fallback={<RouteSpinner />}>
      <RouteAccess id={id}>
        {/* The table's page components are made once, when routes.ts loads, never during a render. */}
        {createElement(pageFor(id))}
      </RouteAccess>
    </Suspense>
  );
}
