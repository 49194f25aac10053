// App Check for the tests' web SDK clients: the functions refuse calls without a token. The token is
// the one the shop's pages mint against the local backend (shared-auth app-check-token.ts); the
// SDK is this process's own instance (shared-auth's app-check.ts would load a second one here).
import type { FirebaseApp } from 'firebase/app';
import { CustomProvider, initializeAppCheck } from 'firebase/app-check';
import { localAppCheckToken } from '../../../shared-auth/src/lib/app-check-token';

export function attachLocalAppCheck(app: FirebaseApp): void {
  const { appId = 'local-test-app', projectId = 'demo-project' } = app.options;
  initializeAppCheck(app, { provider: new CustomProvider({ getToken: async () => localAppCheckToken(appId, projectId) }), isTokenAutoRefreshEnabled: false });
}
