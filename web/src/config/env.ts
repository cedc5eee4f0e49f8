/** Build-time settings, read once from Vite's `VITE_*` variables. */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  appId: string;
  messagingSenderId?: string;
}

const demoFirebaseConfig: FirebaseWebConfig = {
  projectId: 'demo-queryhub',
  apiKey: 'demo-key',
  authDomain: 'demo-queryhub.firebaseapp.com',
  storageBucket: 'demo-queryhub.appspot.com',
  appId: 'demo',
};

const vars = import.meta.env;

function productionConfig(): FirebaseWebConfig | null {
  const projectId = vars.VITE_FIREBASE_PROJECT_ID;
  const apiKey = vars.VITE_FIREBASE_API_KEY;
  if (!projectId || !apiKey) return null;
  return {
    projectId,
    apiKey,
    authDomain: vars.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
    storageBucket: vars.VITE_FIREBASE_STORAGE_BUCKET || `${projectId}.appspot.com`,
    appId: vars.VITE_FIREBASE_APP_ID || '',
    messagingSenderId: vars.VITE_FIREBASE_MESSAGING_SENDER_ID || undefined,
  };
}

function isEmulatorHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1';
}

/** Emulators on localhost/127.0.0.1, when forced, or when no production config is given. */
export function shouldUseEmulators(hostname = globalThis.location?.hostname ?? ''): boolean {
  return vars.VITE_USE_EMULATORS === 'true' || isEmulatorHost(hostname) || !productionConfig();
}

/** The emulators run the demo project only; production variables are ignored against them. */
export function firebaseConfig(): FirebaseWebConfig {
  return shouldUseEmulators() ? demoFirebaseConfig : (productionConfig() ?? demoFirebaseConfig);
}

export const env = {
  vitalsEndpoint: vars.VITE_VITALS_ENDPOINT || '',
  isDev: vars.DEV,
};
