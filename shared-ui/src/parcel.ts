// `shared-ui/parcel`: a remote's routes as single-spa parcel lifecycles. Only the remotes' parcel
// modules use it, so it is not part of the shared entry every page loads.
export { createRemoteParcel, parcelRoutesOf, type RemoteParcelProps, type RouteModuleLoader } from './parcel/create-remote-parcel';
