import type { App, BuildAppOptions } from "../app";
import type { LiveListener } from "../live/listener";

/** What an area may need from the app being built, besides its routes' own imports. */
export type AreaSetup = {
  options: BuildAppOptions;
  /** The database's change listener; absent when no gateway may ask for changes (live/). */
  liveListener: LiveListener | undefined;
};

/** A business area of the REST API, declared once in `src/<area>/area.ts`. */
export type ApiArea = {
  /** The area's folder name: areas.test.ts matches it with the folders on disk. */
  name: string;
  /** Registers the area's routes under /api/v1 (`api` is that prefix's scope). */
  register(api: App, setup: AreaSetup): Promise<void>;
};

/** An area of the API: one object, listed once in areas.ts, registered in that order by app.ts. */
export function defineApiArea(area: ApiArea): ApiArea {
  return area;
}
