import { useLoaderData } from 'react-router-dom';
import type { RouteModule } from 'shared-data';

interface HomeData {
  build: string;
}

function HomePage() {
  const data = useLoaderData() as HomeData;
  return (
    <section className="page" data-remote="content" data-build={data.build}>
      <h1>Home</h1>
    </section>
  );
}

const route: RouteModule<HomeData> = {
  loader: () => ({ build: __BUILD_LABEL__ }),
  Component: HomePage,
};

export default route;
