// The one configuration reader of the workspace (docs/ARCHITECTURE.md: "environment read
// through one shared, validated config reader (one error type naming the variable)"). The API's,
// the gateway's and `pnpm start`'s `env.ts` describe their variables with these readers; each
// reader trims, applies the default of an unset or blank variable, and throws a `ConfigError`
// naming the variable. It reads only the record it is given (no `process.env` here), so the web
// bundle could import it and tests pass plain objects.

export type ConfigSource = Readonly<Record<string, string | undefined>>;

/** A missing or malformed variable. `message` starts with the variable: `PORT: must be …`. */
export class ConfigError extends Error {
  readonly variable: string;
  readonly detail: string;
  constructor(variable: string, detail: string) {
    super(`${variable}: ${detail}`);
    this.name = "ConfigError";
    this.variable = variable;
    this.detail = detail;
  }
}

interface Common {
  /** Replaces the reader's own wording after `VARIABLE: ` (e.g. to add a Japanese hint). */
  message?: string;
}

/** The trimmed value, or `undefined` when the variable is unset or blank. */
export function optionalText(source: ConfigSource, name: string): string | undefined {
  const raw = source[name]?.trim();
  return raw ? raw : undefined;
}

/** Text; required when no default is given. `pattern` (optional) must match the whole value. */
export function text(
  source: ConfigSource,
  name: string,
  options: Common & { default?: string; pattern?: RegExp; required?: string } = {},
): string {
  const raw = optionalText(source, name);
  if (raw === undefined) {
    if (options.default === undefined)
      throw new ConfigError(name, options.required ?? "is required");
    return options.default;
  }
  if (options.pattern && !options.pattern.test(raw)) {
    throw new ConfigError(name, options.message ?? `has an invalid value "${raw}"`);
  }
  return raw;
}

/** A decimal integer in `[min, max]`. */
export function integer(
  source: ConfigSource,
  name: string,
  options: Common & { default: number; min: number; max: number },
): number {
  const raw = optionalText(source, name);
  if (raw === undefined) return options.default;
  const value = Number(raw);
  if (
    !/^[+-]?\d+$/.test(raw) ||
    !Number.isSafeInteger(value) ||
    value < options.min ||
    value > options.max
  ) {
    throw new ConfigError(
      name,
      options.message ??
        `must be an integer between ${options.min} and ${options.max}, got "${raw}"`,
    );
  }
  return value;
}

/** A TCP port, `min` (default 0: any free port) to 65535. */
export function port(
  source: ConfigSource,
  name: string,
  options: Common & { default: number; min?: number },
): number {
  const min = options.min ?? 0;
  return integer(source, name, {
    default: options.default,
    min,
    max: 65535,
    message:
      options.message ??
      `must be a port number (${min}-65535), got "${optionalText(source, name)}"`,
  });
}

/** One of `values`, compared exactly (case-sensitive). */
export function oneOf<const T extends string>(
  source: ConfigSource,
  name: string,
  values: readonly T[],
  options: Common & { default?: NoInfer<T> } = {},
): T {
  const raw = text(source, name, { default: options.default });
  if (!(values as readonly string[]).includes(raw)) {
    throw new ConfigError(
      name,
      options.message ?? `must be ${values.map((value) => `"${value}"`).join(", ")}, got "${raw}"`,
    );
  }
  return raw as T;
}

const LOOSE_TRUE = ["true", "1", "yes", "on"];
const LOOSE_FALSE = ["false", "0", "no", "off"];

/**
 * `true`/`false`. `loose` also takes `1/0`, `yes/no`, `on/off` in any case (the API's
 * SEED_DEMO always has); strict is for switches of the hardened mode, where a typo must stop.
 */
export function boolean(
  source: ConfigSource,
  name: string,
  options: Common & { default: boolean; loose?: boolean },
): boolean {
  const raw = optionalText(source, name);
  if (raw === undefined) return options.default;
  const value = options.loose ? raw.toLowerCase() : raw;
  if (options.loose ? LOOSE_TRUE.includes(value) : value === "true") return true;
  if (options.loose ? LOOSE_FALSE.includes(value) : value === "false") return false;
  throw new ConfigError(name, options.message ?? `must be true or false, got "${raw}"`);
}

/**
 * An absolute URL of one of `protocols` (default http and https), without query or fragment;
 * trailing slashes are dropped so a path can be appended.
 */
export function url(
  source: ConfigSource,
  name: string,
  options: Common & { default?: string; protocols?: readonly string[]; allowQuery?: boolean } = {},
): string {
  const raw = text(source, name, { default: options.default });
  const protocols = options.protocols ?? ["http:", "https:"];
  const kind = protocols.map((p) => p.replace(/:$/, "")).join("/");
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, options.message ?? `must be an ${kind} URL, got "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, options.message ?? `must be an ${kind} URL, got "${raw}"`);
  }
  if (!options.allowQuery && (parsed.search || parsed.hash)) {
    throw new ConfigError(name, `must not carry a query or fragment, got "${raw}"`);
  }
  return raw.replace(/\/+$/, "");
}

/**
 * A comma-separated list (items trimmed, empties dropped; unset → `[]`). `item` parses one entry
 * and may throw: its message becomes the `ConfigError`'s detail.
 */
export function list<T = string>(
  source: ConfigSource,
  name: string,
  item: (entry: string) => T = (entry) => entry as T,
  options: Common = {},
): T[] {
  const entries = (source[name] ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    try {
      return item(entry);
    } catch (error) {
      if (error instanceof ConfigError) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new ConfigError(name, options.message ? `${reason} (${options.message})` : reason);
    }
  });
}

/**
 * Runs a check that has its own error type (e.g. the identity package's) and reports its failure
 * as a `ConfigError` naming `variableOf(error)`; other errors pass through.
 */
export function reported<T>(read: () => T, variableOf: (error: unknown) => string | undefined): T {
  try {
    return read();
  } catch (error) {
    const variable = variableOf(error);
    if (variable === undefined) throw error;
    const message = error instanceof Error ? error.message : String(error);
    // Such errors often start with the variable already: say it once.
    throw new ConfigError(variable, message.replace(new RegExp(`^${variable}: `), ""));
  }
}

/** pino's levels, which Fastify's logger takes as they are. */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** `LOG_LEVEL` of the API and the gateway (default `info`). */
export function logLevel(source: ConfigSource, name = "LOG_LEVEL"): LogLevel {
  return oneOf(source, name, LOG_LEVELS, { default: "info" });
}
