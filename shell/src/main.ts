// The async boundary: shared modules are negotiated before any app code runs. The page arrives
// rendered, so it is painted first: when the scripts are at hand already (cached, a fast network)
// the browser would otherwise run the whole start-up, hydration included, before its first frame.
// A hidden tab (opened in the background) paints nothing, so it starts at once.
function afterFirstFrame(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

void afterFirstFrame().then(() => import('./bootstrap'));
