import { Navigate, Route, Routes } from 'react-router-dom';
import { Layout } from './Layout';
import { notFoundPage, remoteRoute, siteRoutes } from './routes';

const NotFoundPage = notFoundPage;
const RemoteRoute = remoteRoute;

export function App() {
  return (
    <Routes>
      {siteRoutes.map((route) => {
        if ('redirectTo' in route) {
          return <Route key={route.path} path={route.path} element={<Navigate to={route.redirectTo} replace />} />;
        }
        if ('remote' in route) {
          return (
            <Route
              key={route.path}
              path={route.path}
              element={
                <Layout>
                  <RemoteRoute remote={route.remote} />
                </Layout>
              }
            />
          );
        }
        const Page = route.page;
        return (
          <Route
            key={route.path}
            path={route.path}
            element={
              <Layout showGetInTouch={route.showGetInTouch}>
                <Page />
              </Layout>
            }
          />
        );
      })}
      <Route
        path="*"
        element={
          <Layout>
            <NotFoundPage />
          </Layout>
        }
      />
    </Routes>
  );
}
