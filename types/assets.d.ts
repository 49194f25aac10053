// Stylesheets and images are handled by webpack loaders (see webpack.shared.js).
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
