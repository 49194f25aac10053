// The async boundary: shared modules are negotiated before any app code runs.
import('./bootstrap');
