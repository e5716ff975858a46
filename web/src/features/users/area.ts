import { bundleIcon, People24Filled, People24Regular } from "@fluentui/react-icons";
import { defineArea } from "../../shared/area";
import { defineRoute, lazyPage } from "../../shared/routing";
import { USER_CREATE_PATH, USERS_PATH } from "./paths";

// paths.ts builds the edit link from the id; the route table needs the pattern itself.
const USER_EDIT_PATTERN = `${USERS_PATH}/:id` as const;

export const usersArea = defineArea({
  routes: [
    defineRoute({
      pattern: USERS_PATH,
      title: "ユーザー一覧",
      menu: "users",
      permissions: ["userManage"],
      Page: lazyPage(() => import("./UserListPage"), "UserListPage"),
    }),
    defineRoute({
      pattern: USER_CREATE_PATH,
      title: "ユーザー新規登録",
      menu: "users",
      permissions: ["userManage"],
      Page: lazyPage(() => import("./UserCreatePage"), "UserCreatePage"),
    }),
    defineRoute({
      pattern: USER_EDIT_PATTERN,
      title: "ユーザー編集",
      menu: "users",
      permissions: ["userManage"],
      Page: lazyPage(() => import("./UserEditPage"), "UserEditPage"),
    }),
  ],
  menu: [
    {
      key: "users",
      label: "ユーザー管理",
      href: USERS_PATH,
      icon: bundleIcon(People24Filled, People24Regular),
      permission: "userManage",
    },
  ],
});
