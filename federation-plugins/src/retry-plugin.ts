// Federation runtime plugin, first layer of failure handling: retry a remote's manifest fetch and
// its remoteEntry load a few times with backoff before giving up (a redeploying remote or a blip).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryErrorResult = ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;

const RETRIES = 2;
const BASE_DELAY_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-retry-plugin',
    async fetch(url: string, init: RequestInit) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
        try {
          const response = await fetch(url, init);
          if (response.ok || response.status < 500) return response;
          lastError = new Error(`${url} answered HTTP ${response.status}`);
        } catch (error) {
          lastError = error;
        }
        if (attempt < RETRIES) await sleep(BASE_DELAY_MS * 2 ** attempt);
      }
      throw lastError;
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const retry = async () => {
        for (let attempt = 0; attempt < RETRIES; attempt += 1) {
          await sleep(BASE_DELAY_MS * 2 ** attempt);
          delete globalLoading[uniqueKey];
          try {
            const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
            if (entry) return entry;
          } catch {
            // try again; the errorLoadRemote plugin turns the final failure into a fallback
          }
        }
        return undefined;
      };
      // The runtime awaits this hook's result; its declared type nests one Promise too many.
      return retry() as unknown as LoadEntryErrorResult;
    },
  };
}
