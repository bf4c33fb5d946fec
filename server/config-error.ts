/** A configuration error: the server prints its one line and stops (server/main.ts). */
export class ConfigError extends Error {}
