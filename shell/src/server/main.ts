// The async boundary of the server bundle: shared modules are negotiated before any app code runs.
import('./start-server.server').then(({ runFromCommandLine }) => runFromCommandLine());
