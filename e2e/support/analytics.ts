// What the page sent to analytics: the events pushed to window.dataLayer (the analytics module's
// default sink).
import type { Page } from '@playwright/test';

export type DataLayerEvent = Record<string, unknown> & { event: string };

export const dataLayer = (page: Page) => page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as DataLayerEvent[]);
