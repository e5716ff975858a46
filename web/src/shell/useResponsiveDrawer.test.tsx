import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useResponsiveDrawer } from "./useResponsiveDrawer";

function Probe() {
  const [open, setOpen] = useResponsiveDrawer(true);
  return (
    <button type="button" onClick={() => setOpen(!open)}>
      {open ? "open" : "collapsed"}
    </button>
  );
}

function resizeTo(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
  window.dispatchEvent(new Event("resize"));
}

describe("useResponsiveDrawer", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("is open by default", () => {
    render(<Probe />);
    expect(screen.getByRole("button").textContent).toBe("open");
  });

  it("collapses 200 ms after the last resize to 800 px or less", () => {
    render(<Probe />);
    act(() => resizeTo(700));
    act(() => vi.advanceTimersByTime(150));
    act(() => resizeTo(800)); // a new resize restarts the wait
    act(() => vi.advanceTimersByTime(199));
    expect(screen.getByRole("button").textContent).toBe("open");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("button").textContent).toBe("collapsed");
  });

  it("opens again when the window grows over 800 px", () => {
    render(<Probe />);
    act(() => resizeTo(600));
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole("button").textContent).toBe("collapsed");
    act(() => resizeTo(801));
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole("button").textContent).toBe("open");
  });

  it("lets the button override until the next resize", () => {
    render(<Probe />);
    act(() => resizeTo(600));
    act(() => vi.advanceTimersByTime(200));
    act(() => screen.getByRole("button").click());
    expect(screen.getByRole("button").textContent).toBe("open");
  });

  it("stops listening when unmounted", () => {
    const { unmount } = render(<Probe />);
    act(() => resizeTo(600));
    unmount();
    expect(() => vi.advanceTimersByTime(500)).not.toThrow();
  });
});
