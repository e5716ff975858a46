import { defineRoute, lazyPage, type RouteEntry } from "../../app/routing";
import {
  CONTRACT_DOCUMENT_PATTERN,
  DOCUMENTS_PATH,
  REMOVAL_DOCUMENT_PATTERN,
  REQUEST_DOCUMENT_PATTERN,
} from "./paths";

// The settings pages belong to the negotiations' menu entry; 帳票一覧 has its own.
export const DOCUMENT_ROUTES: readonly RouteEntry[] = [
  defineRoute({
    pattern: CONTRACT_DOCUMENT_PATTERN,
    title: "契約書類設定",
    menu: "negotiations",
    Page: lazyPage(() => import("./ContractDocumentPage"), "ContractDocumentPage"),
  }),
  defineRoute({
    pattern: REQUEST_DOCUMENT_PATTERN,
    title: "工事依頼書類設定",
    menu: "negotiations",
    Page: lazyPage(() => import("./RequestDocumentPage"), "RequestDocumentPage"),
  }),
  defineRoute({
    pattern: REMOVAL_DOCUMENT_PATTERN,
    title: "撤去承諾書設定",
    menu: "negotiations",
    Page: lazyPage(() => import("./RemovalDocumentPage"), "RemovalDocumentPage"),
  }),
  defineRoute({
    pattern: DOCUMENTS_PATH,
    title: "帳票一覧",
    menu: "documents",
    permissions: ["matterRead"],
    Page: lazyPage(() => import("./DocumentListPage"), "DocumentListPage"),
  }),
];
