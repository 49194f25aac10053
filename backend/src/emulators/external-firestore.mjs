// Preloaded into the firebase CLI by start-emulators.ts (`node --import=<this file> firebase.js
// emulators:start …`). firebase-tools' Functions emulator registers Firestore triggers, and gives
// its workers FIRESTORE_EMULATOR_HOST, only when its in-process emulator registry lists a running
// Firestore emulator, and firebase.json has no way to name one that firebase-tools did not start
// (Google's emulator needs Java, absent here). This file lists our document server there before
// the CLI starts, as an instance with nothing to start or stop, so the Functions emulator treats it
// exactly like Google's: same registration calls, same event deliveries, same worker environment.
// Without FIRESTORE_EXTERNAL_EMULATOR_HOST it does nothing.
import { createRequire } from 'node:module';

const address = process.env.FIRESTORE_EXTERNAL_EMULATOR_HOST;
if (address) {
  const parsed = /^\[?([^\]]+?)\]?:(\d+)$/.exec(address);
  if (!parsed) throw new Error(`FIRESTORE_EXTERNAL_EMULATOR_HOST=${address} is not host:port.`);
  const host = parsed[1];
  const port = Number(parsed[2]);
  // The same module instances the CLI loads next: firebase-tools has no exports map, and Node's
  // CommonJS cache is shared by every require of one file.
  const require = createRequire(import.meta.url);
  const { EmulatorRegistry } = require('firebase-tools/lib/emulator/registry.js');
  const { Emulators } = require('firebase-tools/lib/emulator/types.js');
  const noop = () => Promise.resolve();
  EmulatorRegistry.set(Emulators.FIRESTORE, {
    getName: () => Emulators.FIRESTORE,
    // No pid: the CLI's "these processes may still be running" list must not name our process.
    getInfo: () => ({ name: Emulators.FIRESTORE, host, port }),
    start: noop,
    connect: noop,
    stop: noop,
  });
  console.log(`i  firestore: using the document server at ${address} as the Firestore emulator.`);
}
