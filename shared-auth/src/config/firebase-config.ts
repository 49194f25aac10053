// The Firebase web configuration and the local backend's endpoints. The server reads them from the
// environment at serve time and embeds them in the page; the browser reads them from there. The
// local backend's values are the defaults, so a fresh clone runs with no configuration at all.

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  storageBucket?: string;
  messagingSenderId?: string;
  measurementId?: string;
}

export interface EmulatorConfig {
  /** host:port of the Firestore-compatible document server */
  firestore: string;
  /** http://host:port of the Auth emulator */
  auth: string;
  /** host:port of the Functions emulator */
  functions: string;
  /** host:port of the storage server (Cloud Storage for Firebase's API) */
  storage: string;
}

export interface BackendConfig {
  firebase: Partial<FirebaseWebConfig>;
  /** null in production (real Firebase) */
  emulators: EmulatorConfig | null;
  functionsRegion: string;
  /** reCAPTCHA Enterprise site key for App Check (production; locally tokens are minted). */
  appCheckSiteKey?: string;
}

export const REQUIRED_CONFIG_KEYS = ['apiKey', 'authDomain', 'projectId', 'appId'] as const;

export const LOCAL_PROJECT_ID = 'demo-silver-shop';

export const localBackendConfig: BackendConfig = {
  firebase: {
    apiKey: 'demo-api-key',
    authDomain: `${LOCAL_PROJECT_ID}.firebaseapp.com`,
    projectId: LOCAL_PROJECT_ID,
    appId: '1:000000000000:web:0000000000000000000000',
    storageBucket: `${LOCAL_PROJECT_ID}.appspot.com`,
  },
  emulators: { firestore: '127.0.0.1:8080', auth: 'http://127.0.0.1:9099', functions: '127.0.0.1:5001', storage: '127.0.0.1:9199' },
  functionsRegion: 'asia-south1',
};

/** The names of required keys that are missing or empty. */
export function missingConfigKeys(config: Partial<FirebaseWebConfig>): string[] {
  return REQUIRED_CONFIG_KEYS.filter((key) => !config[key]);
}

type Env = Record<string, string | undefined>;

/**
 * Reads the configuration from environment variables. With FIREBASE_PROJECT_ID unset the local
 * backend is used; ports follow FIRESTORE_PORT, AUTH_PORT, FUNCTIONS_PORT and STORAGE_PORT.
 */
export function backendConfigFromEnv(env: Env): BackendConfig {
  if (!env.FIREBASE_PROJECT_ID || env.FIREBASE_PROJECT_ID.startsWith('demo-')) {
    const host = env.BACKEND_HOST ?? '127.0.0.1';
    return {
      firebase: {
        ...localBackendConfig.firebase,
        ...(env.FIREBASE_PROJECT_ID ? { projectId: env.FIREBASE_PROJECT_ID, storageBucket: `${env.FIREBASE_PROJECT_ID}.appspot.com` } : {}),
      },
      emulators: {
        firestore: `${host}:${env.FIRESTORE_PORT ?? '8080'}`,
        auth: `http://${host}:${env.AUTH_PORT ?? '9099'}`,
        functions: `${host}:${env.FUNCTIONS_PORT ?? '5001'}`,
        storage: `${host}:${env.STORAGE_PORT ?? '9199'}`,
      },
      functionsRegion: env.FUNCTIONS_REGION ?? 'asia-south1',
    };
  }
  const firebase: Partial<FirebaseWebConfig> = {};
  const set = (key: keyof FirebaseWebConfig, value: string | undefined) => {
    if (value) firebase[key] = value;
  };
  set('apiKey', env.FIREBASE_API_KEY);
  set('authDomain', env.FIREBASE_AUTH_DOMAIN);
  set('projectId', env.FIREBASE_PROJECT_ID);
  set('appId', env.FIREBASE_APP_ID);
  set('storageBucket', env.FIREBASE_STORAGE_BUCKET);
  set('messagingSenderId', env.FIREBASE_MESSAGING_SENDER_ID);
  set('measurementId', env.FIREBASE_MEASUREMENT_ID);
  return {
    firebase,
    emulators: null,
    functionsRegion: env.FUNCTIONS_REGION ?? 'asia-south1',
    ...(env.APP_CHECK_SITE_KEY ? { appCheckSiteKey: env.APP_CHECK_SITE_KEY } : {}),
  };
}
