// Step 12 of `pnpm test:replicas` (issue #39): each caller's budget per minute is counted across
// both gateways, refused requests reach no API, and another caller is served throughout. Its own
// module: the longest check, with its retry in a fresh minute.
import { DEMO_PASSWORD } from "../../identity/src/demo-users";
import { signInThrough } from "./http";
import { apiLog, logSize, readLog } from "./nginx";
import {
  awayFromMinuteEnd,
  minuteNow,
  probe,
  refusalProblems,
  spend,
  steadyCaller,
  machineClientToken,
} from "./rate-limit";
import {
  fail,
  log,
  RATE_BUDGET,
  RATE_FLUSH_EVERY,
  REPLICAS,
  tally,
  type NameOf,
} from "./run-state";

/**
 * A user and a machine client each spend their budget through the balancer: refused after about
 * the budget in all, not one per replica, with the promised answer and no API call, while a third
 * caller is served throughout.
 */
export async function rateLimitCheck(publicUrl: string, prefix: string, nameOf: NameOf) {
  const callers = [
    { label: "利用者 / user", email: "construction@example.jp" },
    { label: "連携クライアント / machine client", email: "client レプリカ連携" },
  ];
  const admin = await signInThrough(publicUrl, "admin@example.jp", DEMO_PASSWORD);
  const tokens = [
    await signInThrough(publicUrl, callers[0]!.email, DEMO_PASSWORD),
    await machineClientToken(publicUrl, admin),
  ];
  const other = await signInThrough(publicUrl, "order@example.jp", DEMO_PASSWORD);
  tally.requests += 2 * (callers.length + 1);
  // A budget is per wall-clock minute: an attempt that ran into the next one (a slow machine)
  // proves nothing either way, and is run again in a fresh minute, once.
  for (let attempt = 1; attempt <= 2; attempt++) {
    // The second one from the start of a minute: the first one's last requests spent some of this one.
    const needMs = attempt === 1 ? 40_000 : 60_001;
    const problems = await rateLimitAttempt(
      publicUrl,
      prefix,
      nameOf,
      needMs,
      tokens,
      other,
      callers,
    );
    if (problems) return problems.forEach(fail);
    log(`rate limit: attempt ${attempt} ran past the end of its minute`);
  }
  fail("rate limit: both attempts ran past the end of their minute (inconclusive)");
}

async function rateLimitAttempt(
  publicUrl: string,
  prefix: string,
  nameOf: NameOf,
  needMs: number,
  tokens: string[],
  other: string,
  callers: { label: string; email: string }[],
): Promise<string[] | undefined> {
  const problems: string[] = [];
  const waited = await awayFromMinuteEnd(needMs);
  if (waited) log(`rate limit: waited ${(waited / 1000).toFixed(1)} s for a fresh minute`);
  const minute = minuteNow();
  const bound = RATE_BUDGET + REPLICAS * RATE_FLUSH_EVERY;
  const steady = steadyCaller(publicUrl, other);
  const started = performance.now();
  const servedBy: number[] = [];
  for (const [i, caller] of callers.entries()) {
    const result = await spend(publicUrl, tokens[i]!, {
      concurrency: 8,
      max: 2 * RATE_BUDGET + 200,
    });
    servedBy[i] = result.served;
    tally.requests += result.served + result.refused + result.others.length;
    tally.errors += result.others.length;
    const spread = [...result.byUpstream].map(([at, n]) => `${nameOf(at)} ${n}`).join(", ");
    log(
      `rate limit, ${caller.label} ${caller.email}: ${result.served} served (${spread}) before 429 (budget ${RATE_BUDGET}/min over both gateways, bound ${bound}); Retry-After ${result.refusal?.retryAfter ?? "-"} s, ${result.refusal?.code ?? "no refusal"}`,
    );
    for (const other_ of result.others.slice(0, 5)) log(`  ${other_}`);
    if (!result.refusal) {
      problems.push(`rate limit: ${caller.email} was never refused (${result.served} served)`);
      continue;
    }
    for (const problem of refusalProblems(result.refusal))
      problems.push(`rate limit: ${caller.email}'s refusal: ${problem}`);
    if (result.served < RATE_BUDGET)
      problems.push(
        `rate limit: ${caller.email} refused after ${result.served}, below the budget ${RATE_BUDGET}`,
      );
    if (result.served > bound)
      problems.push(
        `rate limit: ${caller.email} served ${result.served}, over budget + replicas × flush (${bound}): not counted across replicas`,
      );
    if (result.byUpstream.size < REPLICAS)
      problems.push(
        `rate limit: ${caller.email}'s requests were not spread over both gateways (${spread})`,
      );
  }
  const seconds = (performance.now() - started) / 1000;
  const served = await steady.stop();
  tally.requests += served.count;
  const statuses = [...served.statuses].map(([k, n]) => `${k}: ${n}`).join(", ");
  log(
    `rate limit, another caller order@example.jp meanwhile (${seconds.toFixed(1)} s): ${served.count} requests through ${[...served.upstreams].map(nameOf).join(", ")} — ${statuses}`,
  );
  const notServed = served.count - (served.statuses.get("200") ?? 0);
  if (notServed > 0 || served.count === 0) {
    tally.errors += notServed;
    problems.push(`rate limit: the other caller was not served throughout (${statuses})`);
  }

  // Refused requests, through both gateways, reach no API (the other caller has stopped). Each
  // replica decides from the totals it last read, so one may still admit a few until its next
  // flush (postgres-store.ts): what is promised is the bound, spent plus these within it, and no
  // API call beyond what an admitted request makes (its viewer's GET /login).
  const mark = logSize(apiLog(prefix));
  const servedAgain: string[] = [];
  const through = new Set<string>();
  for (let i = 0; i < 10; i++) {
    for (const [t, token] of tokens.entries()) {
      const answer = await probe(publicUrl, token);
      tally.requests++;
      if (answer.upstream) through.add(nameOf(answer.upstream));
      if (answer.status !== 429) {
        servedAgain.push(`HTTP ${answer.status}`);
        servedBy[t] = (servedBy[t] ?? 0) + 1;
      }
    }
  }
  const apiCalls = readLog(apiLog(prefix), mark).length;
  log(
    `rate limit: ${10 * tokens.length} more requests of the refused callers through ${[...through].join(", ")}: ${servedAgain.length ? `${servedAgain.length} answered ${servedAgain.join(", ")}` : "all 429"}; API calls they made: ${apiCalls}`,
  );
  if (minuteNow() !== minute) return undefined;
  for (const [i, caller] of callers.entries())
    if ((servedBy[i] ?? 0) > bound)
      problems.push(
        `rate limit: ${caller.email} served ${servedBy[i]} in the minute with the later requests, over the bound ${bound}`,
      );
  if (servedAgain.some((answer) => answer !== "HTTP 200"))
    problems.push(`rate limit: refused callers answered ${servedAgain.join(", ")}`);
  if (apiCalls > servedAgain.length)
    problems.push(
      `rate limit: refused requests made ${apiCalls - servedAgain.length} API calls (admitted: ${servedAgain.length})`,
    );
  return problems;
}
