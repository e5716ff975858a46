// Fastify compiles every route's schemas when the app gets ready: an ajv validator per request
// part and a fast-json-stringify serializer per response status, ~2,300 functions. That was
// most of the API's start (0.5–0.9 s of CPU on the 2-core machine, against ~0.1 s for building
// the app), paid by every `pnpm start`, every browser-test stack and every API test file, most
// of which call a handful of routes. These factories compile each schema when its route first
// needs it instead, with the same compilers and options; `compileAllSchemas` (run by a unit test
// over the whole app) keeps a broken schema failing in the tests rather than on its first request.
import buildAjvCompiler, { type BuildCompilerFromPool } from "@fastify/ajv-compiler";
import buildSerializerCompiler, {
  type SerializerFactory,
} from "@fastify/fast-json-stringify-compiler";

type Validator = ((data: unknown, dataCxt?: unknown) => unknown) & {
  errors?: unknown;
  schemaEnv?: unknown;
};

type Compile = () => unknown;

/** What `compileAllSchemas` compiles for each app: its schemas not compiled yet. */
const pendingOf = new WeakMap<object, Set<Compile>>();

/** Compiles every schema of `app` not compiled yet; throws the first error. */
export function compileAllSchemas(app: object): number {
  const all = [...(pendingOf.get(app) ?? [])];
  for (const compile of all) compile();
  return all.length;
}

/**
 * Fastify's own compilers (ajv and fast-json-stringify, fresh per app as Fastify makes them),
 * each route schema compiled on its first use. `register` ties them to the app once it exists.
 */
export function lazyCompilers() {
  const pending = new Set<Compile>();
  const once = <T>(compile: () => T): (() => T) => {
    let compiled: { value: T } | undefined;
    const get = () => {
      if (!compiled) {
        compiled = { value: compile() };
        pending.delete(get);
      }
      return compiled.value;
    };
    pending.add(get);
    return get;
  };
  const ajvCompilers = buildAjvCompiler();
  const serializerCompilers = buildSerializerCompiler();

  const buildValidator: BuildCompilerFromPool = (externalSchemas, options) => {
    const compiler = once(() => ajvCompilers(externalSchemas, options));
    return (routeSchema) => {
      const validator = once(() => compiler()(routeSchema) as Validator);
      const lazy = ((data: unknown, dataCxt?: unknown) => validator()(data, dataCxt)) as Validator;
      // Fastify reads both: schemaEnv before the call (then it passes the parent, so ajv may
      // coerce a root value), errors after it.
      Object.defineProperties(lazy, {
        errors: { get: () => validator().errors },
        schemaEnv: { get: () => validator().schemaEnv },
      });
      // Fastify uses no more of ajv's ValidateFunction than these.
      return lazy as unknown as ReturnType<ReturnType<BuildCompilerFromPool>>;
    };
  };

  const buildSerializer: SerializerFactory = (externalSchemas, options) => {
    const compiler = once(() => serializerCompilers(externalSchemas, options));
    return (routeSchema) => {
      const serializer = once(() => compiler()(routeSchema));
      return (data: unknown) => serializer()(data);
    };
  };

  return {
    compilersFactory: { buildValidator, buildSerializer },
    register: (app: object) => void pendingOf.set(app, pending),
  };
}
