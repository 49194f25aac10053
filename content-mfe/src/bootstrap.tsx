// Standalone page for the content team: mounts the parcel without the shell.
import { mountRootParcel } from 'single-spa';
import * as parcel from './parcel';

const domElement = document.getElementById('root');
if (domElement) void mountRootParcel(parcel, { domElement }).mountPromise;
