export { getServerFirestore, closeServerFirestore } from './server-firestore';
export { backendConfigFromEnv, missingConfigKeys, type BackendConfig } from '../config/firebase-config';
