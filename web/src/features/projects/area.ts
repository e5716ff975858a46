import { bundleIcon, Folder24Filled, Folder24Regular } from "@fluentui/react-icons";
import { defineArea } from "../../shared/area";
import { defineRoute, lazyPage } from "../../shared/routing";
import {
  ADD_MATTERS_PATTERN,
  MATTER_EDIT_PATTERN,
  PROJECT_CREATE_PATH,
  PROJECT_DETAIL_PATTERN,
  PROJECTS_PATH,
} from "./paths";

export const projectsArea = defineArea({
  routes: [
    defineRoute({
      pattern: PROJECTS_PATH,
      title: "プロジェクト一覧",
      menu: "projects",
      Page: lazyPage(() => import("./ProjectListPage"), "ProjectListPage"),
    }),
    defineRoute({
      pattern: PROJECT_CREATE_PATH,
      prefix: true,
      title: "プロジェクト新規登録",
      menu: "projects",
      Page: lazyPage(() => import("./ProjectCreatePage"), "ProjectCreatePage"),
    }),
    defineRoute({
      pattern: PROJECT_DETAIL_PATTERN,
      title: "プロジェクト詳細",
      menu: "projects",
      Page: lazyPage(() => import("./ProjectDetailPage"), "ProjectDetailPage"),
    }),
    defineRoute({
      pattern: ADD_MATTERS_PATTERN,
      title: "案件追加",
      menu: "projects",
      Page: lazyPage(() => import("./AddMattersPage"), "AddMattersPage"),
    }),
    defineRoute({
      pattern: MATTER_EDIT_PATTERN,
      title: "案件編集",
      menu: "projects",
      Page: lazyPage(() => import("./MatterEditPage"), "MatterEditPage"),
    }),
  ],
  menu: [
    {
      key: "projects",
      label: "プロジェクト",
      href: PROJECTS_PATH,
      icon: bundleIcon(Folder24Filled, Folder24Regular),
      permission: "allRecords",
    },
  ],
});
