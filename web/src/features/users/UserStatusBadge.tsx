import { Badge, type BadgeProps } from "@fluentui/react-components";
import type { UserStatus } from "../../gql/graphql";

/** The identity account's state as the list and the edit page show it. */
export const USER_STATUS_LABELS: Readonly<Record<UserStatus, string>> = {
  TEMPORARY_PASSWORD: "仮パスワード",
  ACTIVE: "有効",
  DISABLED: "無効",
};

const COLORS: Readonly<Record<UserStatus, BadgeProps["color"]>> = {
  TEMPORARY_PASSWORD: "warning",
  ACTIVE: "success",
  DISABLED: "danger",
};

/** 仮パスワード / 有効 / 無効; 「不明」 when the user pool could not be asked. */
export function UserStatusBadge({ status }: { status: UserStatus | null | undefined }) {
  return status ? (
    <Badge appearance="tint" color={COLORS[status]} data-testid="user-status">
      {USER_STATUS_LABELS[status]}
    </Badge>
  ) : (
    <Badge appearance="outline" color="subtle" data-testid="user-status">
      不明
    </Badge>
  );
}
