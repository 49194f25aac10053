// RouterProvider with react-dom's flushSync, as react-router/dom provides it. Defined here so every
// app reaches react-router through one entry: importing react-router/dom as well gave test runners
// two resolutions of react-router (its ESM and CJS builds) and with them two router contexts.
import { createElement, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { RouterProvider as BaseRouterProvider, type RouterProviderProps } from 'react-router';

// react-dom's flushSync returns its callback's result; react-router's type only needs it called.
const flushRouterUpdate: NonNullable<RouterProviderProps['flushSync']> = (fn) => {
  flushSync(fn);
  return undefined;
};

export function RouterProvider(props: Omit<RouterProviderProps, 'flushSync'>): ReactElement {
  return createElement(BaseRouterProvider, { flushSync: flushRouterUpdate, ...props });
}
