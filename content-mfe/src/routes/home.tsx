import type { RouteModule } from 'shared-data';

function HomePage() {
  // data-build names the deployed build of this remote (monitoring, and the redeploy journey).
  return (
    <section className="page" data-remote="content" data-build={__BUILD_LABEL__}>
      <h1>Home</h1>
    </section>
  );
}

const route: RouteModule = { Component: HomePage };

export default route;
