// The content remote as a single-spa parcel, for hosts that do not share our React and for the
// team's standalone page.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';

function ContentRoot() {
  return <p>content parcel</p>;
}

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: ContentRoot,
  errorBoundary: () => <p role="alert">The content section failed to load.</p>,
});

export const { bootstrap, mount, unmount } = lifecycles;
