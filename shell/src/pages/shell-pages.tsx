// Pages the shell owns itself (spec: `/test` and the Page Not Found screen).
import type { RouteModule } from 'shared-data';
import { notFoundPage } from './not-found-page';
import { ssrTestPage } from './ssr-test-page';

export const shellPages: Record<string, RouteModule> = {
  'ssr-test': ssrTestPage,
  'not-found': notFoundPage,
};
