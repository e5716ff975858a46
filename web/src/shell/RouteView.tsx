import { LockClosed24Regular, Question24Regular } from "@fluentui/react-icons";
import { Button } from "@fluentui/react-components";
import { Suspense } from "react";
import { Link } from "wouter";
import type { Permissions } from "../shared/session";
import { EmptyState, Page } from "../shared/page";
import { PageLoading } from "./PageLoading";
import { canAccess, resolveRoute, type RouteEntry } from "./routes";

export const FORBIDDEN_MESSAGE = "この画面を表示する権限がありません";
export const NOT_FOUND_MESSAGE = "お探しのページは見つかりませんでした";

/** The access gate and the router: the page of `path`, the permission message, or not-found. */
export function RouteView({
  path,
  role,
  routes,
}: {
  path: string;
  role: Permissions | undefined;
  routes?: readonly RouteEntry[];
}) {
  const match = resolveRoute(path, routes);
  if (!match) {
    return (
      <Page title="ページが見つかりません">
        <EmptyState
          icon={<Question24Regular />}
          title={NOT_FOUND_MESSAGE}
          action={
            <Link href="/" asChild>
              <Button appearance="primary">ダッシュボードへ戻る</Button>
            </Link>
          }
        >
          URLが正しいかご確認ください。
        </EmptyState>
      </Page>
    );
  }
  const { route, params } = match;
  if (!canAccess(route.permissions, role)) {
    return (
      <Page title={route.title}>
        <EmptyState icon={<LockClosed24Regular />} title={FORBIDDEN_MESSAGE}>
          必要な権限については管理者にお問い合わせください。
        </EmptyState>
      </Page>
    );
  }
  const { Page: RoutePage } = route;
  // Pages are lazy (one chunk per area): the spinner shows while an area's code is fetched.
  // A new key per path: moving from one record to another starts the page afresh.
  return (
    <Suspense fallback={<PageLoading />}>
      <RoutePage key={path} params={params} />
    </Suspense>
  );
}
