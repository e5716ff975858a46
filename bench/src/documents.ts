// 8. Documents: each of the 8 PDF types rendered from the generator's own realistic fixture, in
// this process (the API's generator, as POST /documents/generate calls it): the first render
// (font read and parsed), then the median of warm renders, and the file size.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { repoRoot } from "./services";

type DocumentType = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
type Render = (data: unknown) => Promise<Uint8Array>;
type Fixture = (type: DocumentType) => unknown;

export interface DocumentFigure {
  type: DocumentType;
  coldMs: number;
  warmMs: number;
  bytes: number;
}

const load = async <T>(file: string) =>
  (await import(pathToFileURL(join(repoRoot, "api/src/documents/pdf", file)).href)) as T;

export async function documentFigures(rounds: number): Promise<DocumentFigure[]> {
  const { renderDocument } = await load<{ renderDocument: Render }>("render.ts");
  const { documentFixture } = await load<{ documentFixture: Fixture }>("test-fixtures.ts");
  const out: DocumentFigure[] = [];
  for (const type of [1, 2, 3, 4, 5, 6, 7, 8] as const) {
    const data = documentFixture(type);
    let started = performance.now();
    const bytes = await renderDocument(data);
    const coldMs = performance.now() - started;
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      started = performance.now();
      await renderDocument(data);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    out.push({ type, coldMs, warmMs: times[Math.floor(times.length / 2)]!, bytes: bytes.length });
  }
  return out;
}
