import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { useClient, type AnyVariables, type OperationResult } from "urql";
import { LIVE_RECONNECTED } from "./live-reconnected";
import { useSession } from "../session";
import { askBeforeDiscarding, hasUnsavedChanges } from "../form/navigation-guard";
import { useOnline } from "./useOnline";

/** What a `LiveChange` answer holds that the kit reads (schema/live.graphql). */
export interface LiveChangeFields {
  id: string;
  deleted: boolean;
  updatedBy?: { id: string } | null;
}

/** A subscription whose one root field is a LiveChange (constructionChanged, negotiationChanged). */
type ChangeData = Record<string, LiveChangeFields | string | undefined>;

export interface LiveChanges {
  /** The records shown that another user changed (or deleted) since the page read them. */
  changed: ReadonlySet<string>;
  /** Something changed that the page does not show yet: the bar is due. */
  stale: boolean;
  /**
   * The stream was lost (or the phone offline) while a form held changes: changes may have been
   * missed, so the bar asks for the 再読み込み instead of reading behind the person's back.
   */
  missed: boolean;
  /** 再読み込み: asks first when a form holds changes, then reads again and forgets the marks. */
  reload: () => void;
}

/** How long a `readAtOnce` page waits for more changes before it reads once for all of them. */
const BURST_MS = 250;

const changeOf = (data: unknown): LiveChangeFields | undefined =>
  Object.values((data ?? {}) as ChangeData).find(
    (value): value is LiveChangeFields => typeof value === "object" && value !== null,
  );

/**
 * The records a page shows, kept live (issue #40): another user's change marks its id and makes
 * `stale` true (the page shows LiveUpdateBar, nothing moves under the person's eyes); the person's
 * own saves are not news. After the stream was lost (network, a gateway restart, an expired token)
 * or the phone was offline, events may have been missed: the page reads again at once, unless a
 * form holds changes — then the bar asks for the 再読み込み.
 *
 * The subscription is read through the client, not useSubscription: that one keeps only the latest
 * answer per render, and two changes arriving together must both be marked.
 */
export function useLiveChanges<Data extends ChangeData, Variables extends AnyVariables>({
  subscription,
  variables,
  reload,
  pause = false,
  readAtOnce = false,
}: {
  subscription: TypedDocumentNode<Data, Variables>;
  variables: Variables;
  /** Reads what the page shows again (the page's refetch). */
  reload: () => void;
  /** No subscription (nothing shown yet, no ids). */
  pause?: boolean;
  /**
   * A page without forms whose order does not matter to what the person is doing (a crew's
   * home): another user's change reads the page again at once instead of showing the bar.
   */
  readAtOnce?: boolean;
}): LiveChanges {
  const client = useClient();
  const me = useSession().user?.id;
  const online = useOnline();
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set<string>());
  const [missed, setMissed] = useState(false);
  // The latest values for the stream's callbacks, which outlive a render.
  const latest = useRef({ me, reload, variables, readAtOnce });
  useEffect(() => {
    latest.current = { me, reload, variables, readAtOnce };
  });
  const key = JSON.stringify(variables);

  const catchUp = useCallback(() => {
    if (hasUnsavedChanges()) return setMissed(true);
    setChanged(new Set<string>());
    setMissed(false);
    latest.current.reload();
  }, []);

  useEffect(() => {
    if (pause || !online) return;
    let soon: ReturnType<typeof setTimeout> | undefined;
    const onResult = (result: OperationResult<Data, Variables>) => {
      if (result.extensions?.[LIVE_RECONNECTED]) catchUp();
      const change = changeOf(result.data);
      if (!change || (change.updatedBy && change.updatedBy.id === latest.current.me)) return;
      if (latest.current.readAtOnce) {
        // A burst (the office dispatching a dozen jobs) is one read, not a dozen.
        soon ??= setTimeout(() => {
          soon = undefined;
          catchUp();
        }, BURST_MS);
        return;
      }
      setChanged((before) => (before.has(change.id) ? before : new Set(before).add(change.id)));
    };
    const { unsubscribe } = client
      .subscription(subscription, latest.current.variables)
      .subscribe(onResult);
    return () => {
      clearTimeout(soon);
      unsubscribe();
    };
    // `key` stands for the variables: a new object with the same ids is the same subscription.
  }, [client, subscription, key, pause, online, catchUp]);

  // Back online: what happened meanwhile was not heard.
  const wasOnline = useRef(online);
  useEffect(() => {
    const back = online && !wasOnline.current;
    wasOnline.current = online;
    if (back && !pause) catchUp();
  }, [online, pause, catchUp]);

  const reloadNow = useCallback(
    () =>
      askBeforeDiscarding(() => {
        setChanged(new Set<string>());
        setMissed(false);
        latest.current.reload();
      }),
    [],
  );

  return { changed, stale: missed || changed.size > 0, missed, reload: reloadNow };
}
