import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import RouteSpinner from '../ui/RouteSpinner';
import { pageFor } from './pages';
import { RouteAccess } from './RouteAccess';
import { ROUTES, fallbackTarget } from './routes';

function Fallback() {
  const { pathname } = useLocation();
  return <Navigate to={fallbackTarget(pathname)} replace />;
}

/** Every path of the route table, each alias rendering its screen behind the access rules. */
export function AppRoutes() {
  return (
    <Suspense fallback={<RouteSpinner />}>
      <Routes>
        {ROUTES.flatMap(({ id, paths }) => {
          const Page = pageFor(id);
          return paths.map((path) => (
            <Route
              key={path}
              path={path}
              element={
                <RouteAccess id={id}>
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
