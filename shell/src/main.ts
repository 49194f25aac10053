// The async boundary: shared modules are negotiated before any app code runs. The bootstrap's
// chunk is asked for in a task of its own: the federation runtime has just started in this one,
// and asking for the chunk resolves every shared module it consumes; together they were the
// page's longest task at start-up (issue 44).
import { yieldToBrowser } from './lib/yield-to-browser';

void yieldToBrowser().then(() => import('./bootstrap'));
