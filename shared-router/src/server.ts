// Server rendering APIs of the router, for the shell's server only (not shared, not in any
// browser bundle). They come from the same react-router module as the shared entry's hooks.
export { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
