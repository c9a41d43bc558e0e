import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import RouteSpinner from '../ui/RouteSpinner';
import { RouteAccess } from './RouteAccess';
import { ROUTES, fallbackTarget, pathsOf } from './routes';

function Fallback() {
  const { pathname } = useLocation();
  return <Navigate to={fallbackTarget(pathname)} replace />;
}

/** Every path of the route table, each alias rendering its screen behind the access rules. */
export function AppRoutes() {
  return (
    <Suspense fallback={<RouteSpinner />}>
      <Routes>
        {ROUTES.flatMap((route) => {
          const Page = route.page;
          return pathsOf(route).map((path) => (
            <Route
              key={path}
              path={path}
              element={
                <RouteAccess id={route.id}>
                  <Page />
                </RouteAccess>
              }
            />
          ));
        })}
        <Route path="*" element={<Fallback />} />
      </Routes>
    </Suspense>
  );
}
