// The part of jsdom 29's API the backend's tests use to read HTML as a browser would (jsdom ships
// no types, and @types/jsdom has no release for version 29).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
