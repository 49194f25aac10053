// The session cookie sync the sign-in and sign-out actions wait for: the promise settles only after
// the server has answered, a second caller for the same token shares the request, and a server
// that will not set the cookie is reported instead of ignored.

interface Pending {
  method: string;
  body: string | null;
  answer: (status: number) => void;
}

let requests: Pending[] = [];

function fakeServer() {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((resolve) => {
          requests.push({
            method: String(init.method),
            body: typeof init.body === 'string' ? init.body : null,
            answer: (status) => resolve(new Response(null, { status })),
          });
        }),
    ),
  );
}

/** A fresh module each time: the sync state lives in the module. */
async function freshSync() {
  vi.resetModules();
  return import('./session-cookie-sync');
}

const settledState = async (promise: Promise<unknown>) => {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
};

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('requireSessionCookie', () => {
  beforeEach(fakeServer);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.spyOn(console, 'warn').mockRestore();
  });

  it('resolves only after the server has set the cookie', async () => {
    const { requireSessionCookie } = await freshSync();
    const done = requireSessionCookie('token-1');
    await until(() => requests.length === 1);
    expect(await settledState(done)).toBe(false);
    expect(requests[0]).toMatchObject({ method: 'POST', body: JSON.stringify({ idToken: 'token-1' }) });
    requests[0]?.answer(204);
    await expect(done).resolves.toBeUndefined();
  });

  it('resolves a sign-out only after the server has cleared the cookie', async () => {
    const { requireSessionCookie } = await freshSync();
    const done = requireSessionCookie(null);
    await until(() => requests.length === 1);
    expect(requests[0]?.method).toBe('DELETE');
    expect(await settledState(done)).toBe(false);
    requests[0]?.answer(204);
    await expect(done).resolves.toBeUndefined();
  });

  it('shares the request already under way for the same token (the auth listener and the action)', async () => {
    const { requireSessionCookie, syncSessionCookie } = await freshSync();
    const listener = syncSessionCookie('token-1');
    await until(() => requests.length === 1);
    const action = requireSessionCookie('token-1');
    expect(await settledState(action)).toBe(false);
    requests[0]?.answer(204);
    await expect(listener).resolves.toBe(true);
    await expect(action).resolves.toBeUndefined();
    expect(requests).toHaveLength(1);
  });

  it('sends a sign-out after a sign-in still under way, in that order', async () => {
    const { requireSessionCookie } = await freshSync();
    const signIn = requireSessionCookie('token-1');
    const signOut = requireSessionCookie(null);
    await until(() => requests.length === 1);
    requests[0]?.answer(204);
    await signIn;
    await until(() => requests.length === 2);
    expect(requests.map((request) => request.method)).toEqual(['POST', 'DELETE']);
    requests[1]?.answer(204);
    await expect(signOut).resolves.toBeUndefined();
  });

  it('tries again once, then fails with a message the person can act on', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { requireSessionCookie, SESSION_NOT_SAVED_ERROR } = await freshSync();
    const done = requireSessionCookie('token-1');
    await until(() => requests.length === 1);
    requests[0]?.answer(403);
    await until(() => requests.length === 2);
    requests[1]?.answer(403);
    await expect(done).rejects.toThrow(SESSION_NOT_SAVED_ERROR);
  });

  it('succeeds when the second try works', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { requireSessionCookie } = await freshSync();
    const done = requireSessionCookie('token-1');
    await until(() => requests.length === 1);
    requests[0]?.answer(503);
    await until(() => requests.length === 2);
    requests[1]?.answer(204);
    await expect(done).resolves.toBeUndefined();
  });
});
