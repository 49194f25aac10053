// Starts an HTTP server listening, turning the usual failures into messages that say what to do.
import type { Server } from 'node:http';

export interface ListenHint {
  /** What would listen, e.g. "document server". */
  what: string;
  /** How to choose another port, e.g. "--port, or the FIRESTORE_PORT environment variable". */
  howToMove: string;
}

export function listen(server: Server, port: number, host: string, hint: ListenHint): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (e: NodeJS.ErrnoException): void => {
      server.off('listening', onListening);
      if (e.code === 'EADDRINUSE') {
        reject(
          new Error(
            `Port ${port} on ${host} is already in use (perhaps another ${hint.what} is running). ` +
              `Stop that process or choose another port (${hint.howToMove}).`,
          ),
        );
      } else if (e.code === 'EACCES') {
        reject(new Error(`Not allowed to listen on port ${port} on ${host}: choose a port above 1024.`));
      } else reject(e);
    };
    const onListening = (): void => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}
