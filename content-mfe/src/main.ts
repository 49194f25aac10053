// The async boundary of the standalone page: shared modules are negotiated first.
import('./bootstrap');
