import { defineRoute, lazyPage, type RouteEntry } from "../../app/routing";
import {
  CONTRACT_DOCUMENT_PATTERN,
  DOCUMENTS_PATH,
  NEGOTIATION_BULK_PATTERN,
  NEGOTIATION_CREATE_PATTERN,
  NEGOTIATION_EDIT_PATTERN,
  NEGOTIATIONS_PATH,
  REMOVAL_DOCUMENT_PATTERN,
  REQUEST_DOCUMENT_PATTERN,
} from "./paths";

export const NEGOTIATION_ROUTES: readonly RouteEntry[] = [
  defineRoute({
    pattern: NEGOTIATIONS_PATH,
    title: "交渉一覧",
    menu: "negotiations",
    Page: lazyPage(() => import("./NegotiationListPage"), "NegotiationListPage"),
  }),
  defineRoute({
    pattern: NEGOTIATION_CREATE_PATTERN,
    title: "交渉指示",
    menu: "negotiations",
    Page: lazyPage(() => import("./NegotiationCreatePage"), "NegotiationCreatePage"),
  }),
  defineRoute({
    pattern: NEGOTIATION_BULK_PATTERN,
    title: "一括交渉指示",
    menu: "negotiations",
    Page: lazyPage(() => import("./NegotiationBulkPage"), "NegotiationBulkPage"),
  }),
  defineRoute({
    pattern: NEGOTIATION_EDIT_PATTERN,
    title: "交渉編集",
    menu: "negotiations",
    Page: lazyPage(() => import("./NegotiationEditPage"), "NegotiationEditPage"),
  }),
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
];

export const DOCUMENT_ROUTES: readonly RouteEntry[] = [
  defineRoute({
    pattern: DOCUMENTS_PATH,
    title: "帳票一覧",
    menu: "documents",
    permissions: ["matterRead"],
    Page: lazyPage(() => import("./DocumentListPage"), "DocumentListPage"),
  }),
];
