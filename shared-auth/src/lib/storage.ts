// Cloud Storage for Firebase in the browser (the admin's media library): uploads with progress and
// deletions. The Storage SDK is loaded on first use, inside this shared singleton like the Functions
// SDK, so it registers with the same Firebase app instance the page started (a copy bundled into a
// remote would not find its app: "Service storage is not available").
import type * as StorageSdk from 'firebase/storage';
import { backendUnavailableError, loadFirebaseClients } from './firebase-app';

let storagePromise: Promise<{ sdk: typeof StorageSdk; instance: StorageSdk.FirebaseStorage }> | null = null;

async function storageClient() {
  const clients = await loadFirebaseClients();
  if (!clients) throw backendUnavailableError('storage');
  storagePromise ??= import('firebase/storage').then((sdk) => {
    const instance = sdk.getStorage(clients.app);
    if (clients.config.emulators) {
      const [host, port] = clients.config.emulators.storage.split(':');
      sdk.connectStorageEmulator(instance, host ?? '127.0.0.1', Number(port));
    }
    return { sdk, instance };
  });
  return storagePromise;
}

/** Uploads `blob` to the object `path` (resumable); `onProgress` gets the bytes sent so far. */
export async function uploadToStorage(
  path: string,
  blob: Blob,
  metadata: { contentType: string; cacheControl?: string },
  onProgress: (bytes: number) => void,
): Promise<void> {
  const { sdk, instance } = await storageClient();
  const task = sdk.uploadBytesResumable(sdk.ref(instance, path), blob, metadata);
  await new Promise<void>((resolve, reject) => {
    task.on(
      'state_changed',
      (snapshot) => onProgress(snapshot.bytesTransferred),
      reject,
      () => resolve(),
    );
  });
}

/** Deletes the object `path`; an object already gone is not an error. */
export async function deleteFromStorage(path: string): Promise<void> {
  const { sdk, instance } = await storageClient();
  try {
    await sdk.deleteObject(sdk.ref(instance, path));
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'storage/object-not-found') throw error;
  }
}
