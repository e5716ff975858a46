// The brake's clock (15 minutes cannot be waited for over HTTP; identity-proxy.test.ts drives
// the same brake through the real proxy and emulator).
import { describe, expect, it } from "vitest";
import { CLIENT_FAILURE_LIMIT, LOCK_MS, SignInBrake, USER_FAILURE_LIMIT } from "./sign-in-brake";

function brakeAt(start = 1_000_000) {
  const clock = { now: start };
  return { clock, brake: new SignInBrake({ now: () => clock.now }) };
}

describe("SignInBrake", () => {
  it("locks a user name after five failures, for 15 minutes after the last one", () => {
    expect(USER_FAILURE_LIMIT).toBe(5);
    expect(LOCK_MS).toBe(15 * 60_000);
    const { clock, brake } = brakeAt();
    for (let i = 0; i < USER_FAILURE_LIMIT - 1; i++) brake.failed("u", `ip-${i}`);
    expect(brake.locked("u", "ip-x")).toBe(false);
    brake.failed("u", "ip-x");
    expect(brake.locked("u", "ip-y")).toBe(true);
    clock.now += LOCK_MS - 1;
    expect(brake.locked("u", "ip-y")).toBe(true);
    clock.now += 1;
    expect(brake.locked("u", "ip-y")).toBe(false);
    // After the lock the count starts from nothing: one failure does not lock again.
    brake.failed("u", "ip-y");
    expect(brake.locked("u", "ip-y")).toBe(false);
  });

  it("forgets failures more than 15 minutes apart", () => {
    const { clock, brake } = brakeAt();
    for (let i = 0; i < USER_FAILURE_LIMIT * 3; i++) {
      brake.failed("slow", `ip-${i}`);
      clock.now += LOCK_MS;
    }
    expect(brake.locked("slow", "ip-z")).toBe(false);
  });

  it("locks a client address after twenty failures over any names, whoever signs in from it", () => {
    const { clock, brake } = brakeAt();
    for (let i = 0; i < CLIENT_FAILURE_LIMIT - 1; i++) brake.failed(`name-${i}`, "10.0.0.1");
    expect(brake.locked("someone", "10.0.0.1")).toBe(false);
    brake.failed("name-last", "10.0.0.1");
    expect(brake.locked("someone", "10.0.0.1")).toBe(true);
    expect(brake.locked("someone", "10.0.0.2")).toBe(false);
    // A success of one user does not clear the address.
    brake.succeeded("someone");
    expect(brake.locked("someone", "10.0.0.1")).toBe(true);
    clock.now += LOCK_MS;
    expect(brake.locked("someone", "10.0.0.1")).toBe(false);
  });

  it("a success clears the user name's count", () => {
    const { brake } = brakeAt();
    for (let i = 0; i < USER_FAILURE_LIMIT - 1; i++) brake.failed("u", "a");
    brake.succeeded("u");
    for (let i = 0; i < USER_FAILURE_LIMIT - 1; i++) brake.failed("u", "b");
    expect(brake.locked("u", "c")).toBe(false);
    brake.failed("u", "b");
    expect(brake.locked("u", "c")).toBe(true);
  });
});
