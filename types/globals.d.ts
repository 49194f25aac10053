// Build-time constants defined by webpack.shared.js for every bundle.
declare const __SERVER__: boolean;
declare const __APP_NAME__: string;
declare const __BUILD_LABEL__: string;
