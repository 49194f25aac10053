// `shared-ui/standalone`: the standalone page each remote team opens without the shell.
export { mountStandalonePage } from './parcel/mount-standalone-page';
