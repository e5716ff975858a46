import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { parse } from "graphql";
import { Client, fetchExchange, Provider as UrqlProvider } from "urql";
import { afterEach, describe, expect, it } from "vitest";
import { InformationProvider, useInformation } from "../information";
import { useListQuery } from "./useListQuery";

afterEach(() => cleanup());

type Data = { items: string[] };
const QUERY = parse("query Items($page: Int) { items(page: $page) }") as TypedDocumentNode<
  Data,
  { page: number }
>;

/** A server whose answers the test releases one by one. */
function fakeServer() {
  const pending: ((body: unknown) => void)[] = [];
  const fetch = (() =>
    new Promise<Response>((resolve) => {
      pending.push((body) =>
        resolve(
          new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } }),
        ),
      );
    })) as typeof globalThis.fetch;
  const client = new Client({
    url: "http://127.0.0.1:9/graphql",
    exchanges: [fetchExchange],
    fetch,
  });
  return { client, answer: (body: unknown) => pending.shift()!(body), pending };
}

function Items({ page }: { page: number }) {
  const { data, fetching } = useListQuery(QUERY, { page });
  const info = useInformation();
  return (
    <>
      <p data-testid="rows">{data?.items.join(",") ?? "なし"}</p>
      <p data-testid="fetching">{String(fetching)}</p>
      <p data-testid="alert">{info.isAlerting ? `${info.alertType}:${info.alertMessage}` : ""}</p>
    </>
  );
}

describe("useListQuery", () => {
  it("keeps the last page while the next loads, then shows it; a failure raises the alert", async () => {
    const server = fakeServer();
    const ui = (page: number) => (
      <InformationProvider>
        <UrqlProvider value={server.client}>
          <Items page={page} />
        </UrqlProvider>
      </InformationProvider>
    );
    const view = render(ui(1));
    const text = (id: string) => screen.getByTestId(id).textContent;
    await waitFor(() => expect(server.pending).toHaveLength(1));
    server.answer({ data: { items: ["髙橋", "齋藤"] } });
    await waitFor(() => expect(text("rows")).toBe("髙橋,齋藤"));

    view.rerender(ui(2));
    await waitFor(() => expect(text("fetching")).toBe("true"));
    expect(text("rows")).toBe("髙橋,齋藤");
    server.answer({ data: { items: ["山田"] } });
    await waitFor(() => expect(text("rows")).toBe("山田"));

    view.rerender(ui(3));
    await waitFor(() => expect(server.pending).toHaveLength(1));
    server.answer({ errors: [{ message: "boom" }] });
    await waitFor(() => expect(text("alert")).toMatch(/^error:./));
  });
});
