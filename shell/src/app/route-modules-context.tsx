// The route module source of the request being rendered (server) or of the page (browser), for the
// route elements and the chrome's remote slots. The route objects themselves are shared by every
// request, so what differs per request (a visitor's canary build, the modules loaded for this
// render) reaches the elements through context.
import { createContext, useContext } from 'react';
import type { RouteModuleSource } from './remote-modules';

const RouteModulesContext = createContext<RouteModuleSource | null>(null);

export const RouteModulesProvider = RouteModulesContext.Provider;

export function useRouteModules(): RouteModuleSource {
  const modules = useContext(RouteModulesContext);
  if (!modules) throw new Error('useRouteModules() needs a <RouteModulesProvider> above it');
  return modules;
}
