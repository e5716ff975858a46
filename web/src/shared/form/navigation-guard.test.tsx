import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router, useLocation } from "wouter";
import { isGuardEntry } from "./guard-entry";
import { useGuardedLocation, useNavigationGuard } from "./navigation-guard";

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

function Form({ changed, ask }: { changed: boolean; ask: (proceed: () => void) => void }) {
  useNavigationGuard(changed, ask);
  return null;
}

/** An edit page with its record's form (changed) and a contact card that opens and closes. */
function Page({ ask }: { ask: (proceed: () => void) => void }) {
  const [card, setCard] = useState(true);
  const [location, navigate] = useLocation();
  return (
    <>
      <Form changed ask={ask} />
      {card ? <Form changed={false} ask={() => undefined} /> : null}
      <button onClick={() => setCard(false)}>カードを閉じる</button>
      <button onClick={() => navigate("/elsewhere")}>移動</button>
      <span data-testid="where">{location}</span>
    </>
  );
}

describe("navigation guard", () => {
  it("still asks for the record's form after another form of the page has gone", () => {
    window.history.replaceState(null, "", "/record");
    const ask = vi.fn();
    render(
      <Router hook={useGuardedLocation}>
        <Page ask={ask} />
      </Router>,
    );
    fireEvent.click(screen.getByRole("button", { name: "カードを閉じる" }));
    fireEvent.click(screen.getByRole("button", { name: "移動" }));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("where").textContent).toBe("/record");
    act(() => ask.mock.calls[0]![0]());
    expect(screen.getByTestId("where").textContent).toBe("/elsewhere");
  });

  it("puts a guard entry on top once changed: Back asks on the page, leaving goes past it", async () => {
    window.history.replaceState(null, "", "/list");
    window.history.pushState(null, "", "/record");
    const ask = vi.fn();
    const { rerender } = render(<Form changed={false} ask={ask} />);
    expect(isGuardEntry(window.history.state)).toBe(false);
    rerender(<Form changed ask={ask} />);
    expect(isGuardEntry(window.history.state)).toBe(true);

    window.history.back();
    await waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
    // Still the page, its guard entry put back (このページに留まる needs nothing more).
    expect(window.location.pathname).toBe("/record");
    expect(isGuardEntry(window.history.state)).toBe(true);

    act(() => ask.mock.calls[0]![0]());
    await waitFor(() => expect(window.location.pathname).toBe("/list"));
  });
});
