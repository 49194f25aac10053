export {
  backendConfigFromEnv,
  localBackendConfig,
  missingConfigKeys,
  REQUIRED_CONFIG_KEYS,
  type BackendConfig,
  type EmulatorConfig,
  type FirebaseWebConfig,
} from './config/firebase-config';
export { FIREBASE_READY_EVENT, getBrowserDb, startFirebase } from './lib/firebase-app';
export { callFunction } from './lib/functions';
