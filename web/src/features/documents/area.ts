import { bundleIcon, DocumentPdf24Filled, DocumentPdf24Regular } from "@fluentui/react-icons";
import { defineArea } from "../../shared/area";
import { defineRoute, lazyPage } from "../../shared/routing";
import {
  CONTRACT_DOCUMENT_PATTERN,
  DOCUMENTS_PATH,
  REMOVAL_DOCUMENT_PATTERN,
  REQUEST_DOCUMENT_PATTERN,
} from "./paths";

// The settings pages belong to the negotiations' menu entry; 帳票一覧 has its own.
export const documentsArea = defineArea({
  routes: [
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
  ],
  menu: [
    {
      key: "documents",
      label: "帳票",
      href: DOCUMENTS_PATH,
      icon: bundleIcon(DocumentPdf24Filled, DocumentPdf24Regular),
      permission: "matterRead",
    },
  ],
});
