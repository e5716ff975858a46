import {
  bundleIcon,
  VehicleTruck24Filled,
  VehicleTruck24Regular,
  WrenchScrewdriver24Filled,
  WrenchScrewdriver24Regular,
} from "@fluentui/react-icons";
import { defineArea } from "../../shared/area";
import { defineRoute, lazyPage } from "../../shared/routing";
import {
  CONSTRUCTION_EDIT_PATTERN,
  CONSTRUCTIONS_PATH,
  DISPATCH_PATH,
  DISPATCH_PATTERN,
  MEASUREMENT_EDIT_PATTERN,
} from "./paths";

export const constructionsArea = defineArea({
  routes: [
    // Only the list needs instructionSend; the instruction page itself is open (docs/spec.md §2).
    defineRoute({
      pattern: DISPATCH_PATH,
      title: "工事指示一覧",
      menu: "dispatch",
      permissions: ["instructionSend"],
      Page: lazyPage(() => import("./DispatchListPage"), "DispatchListPage"),
    }),
    defineRoute({
      pattern: DISPATCH_PATTERN,
      title: "工事指示",
      menu: "dispatch",
      Page: lazyPage(() => import("./DispatchPage"), "DispatchPage"),
    }),
    defineRoute({
      pattern: CONSTRUCTIONS_PATH,
      title: "工事確認一覧",
      menu: "constructions",
      Page: lazyPage(() => import("./ConstructionListPage"), "ConstructionListPage"),
    }),
    defineRoute({
      pattern: CONSTRUCTION_EDIT_PATTERN,
      title: "工事編集",
      menu: "constructions",
      Page: lazyPage(() => import("./ConstructionEditPage"), "ConstructionEditPage"),
    }),
    defineRoute({
      pattern: MEASUREMENT_EDIT_PATTERN,
      title: "測定値編集",
      menu: "constructions",
      Page: lazyPage(() => import("./MeasurementEditPage"), "MeasurementEditPage"),
    }),
  ],
  menu: [
    {
      key: "dispatch",
      label: "工事指示",
      href: DISPATCH_PATH,
      icon: bundleIcon(VehicleTruck24Filled, VehicleTruck24Regular),
      permission: "instructionSend",
    },
    {
      key: "constructions",
      label: "工事確認",
      href: CONSTRUCTIONS_PATH,
      icon: bundleIcon(WrenchScrewdriver24Filled, WrenchScrewdriver24Regular),
    },
  ],
});
