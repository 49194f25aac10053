// Start-up refuses what it cannot serve correctly, saying where the problem is.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES_PATH } from '../../src/server/index';
import { startTestStorage } from './helpers';

function rulesFile(text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'storage-rules-')), 'storage.rules');
  writeFileSync(file, text);
  return file;
}

describe('starting the storage server', () => {
  it('refuses rules the engine cannot enforce, naming file, line and construct', async () => {
    const file = rulesFile(
      "rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o/{all=**} {\n    allow read: if firestore.exists(/databases/$(bucket)/documents/x/y);\n  }\n}\n",
    );
    await expect(startTestStorage({ rulesPath: file })).rejects.toThrow(
      /^storage\.rules:4:20: cross-service rules \(firestore\.get\(\) and firestore\.exists\(\)\) are not supported/,
    );
    const unknown = rulesFile(
      "rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o/{f} { allow read: if request.resource.size.isSmall(); }\n}\n",
    );
    await expect(startTestStorage({ rulesPath: unknown })).rejects.toThrow('storage.rules:3:66: unsupported construct ".isSmall()"');
  });

  it('refuses the Firestore rules file', async () => {
    await expect(startTestStorage({ rulesPath: DEFAULT_RULES_PATH })).rejects.toThrow(
      /firestore\.rules:\d+:1: the storage server needs "service firebase\.storage"/,
    );
  });

  it('says which variable moves it off a busy port', async () => {
    const first = await startTestStorage();
    await expect(startTestStorage({ port: first.port })).rejects.toThrow(
      `Port ${first.port} on 127.0.0.1 is already in use (perhaps another storage server is running). Stop that process or choose another port (the STORAGE_PORT environment variable).`,
    );
    await first.close();
  });
});
