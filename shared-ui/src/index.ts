export { serializeForScript, serializeJsonLd } from './lib/json-ld';
