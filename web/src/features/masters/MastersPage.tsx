import { makeStyles, Spinner, tokens } from "@fluentui/react-components";
import { useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import { graphql } from "../../gql";
import type { MasterKind } from "../../gql/graphql";
import { Page } from "../../shared/page";
import { useRecordQuery } from "../../shared/record/useRecordQuery";
import { KindNav } from "./KindNav";
import { MasterListPanel } from "./list/MasterListPanel";
import { chosenKind, mastersHref, parseMastersView, THRESHOLDS } from "./masters-view";
import { ThresholdPanel } from "./thresholds/ThresholdPanel";

const MasterKindsQuery = graphql(`
  query MastersPageKinds {
    masterKinds {
      kind
      label
      editable
    }
  }
`);

const THRESHOLDS_LABEL = "測定しきい値";

const useStyles = makeStyles({
  layout: {
    display: "grid",
    gridTemplateColumns: "minmax(11rem, 13rem) minmax(0, 1fr)",
    gap: tokens.spacingHorizontalXL,
    alignItems: "start",
    "@media (max-width: 900px)": { gridTemplateColumns: "minmax(0, 1fr)" },
  },
  panel: { minWidth: 0 },
});

/**
 * /masters (マスタ管理, masterManage): every master list of docs/DOMAIN.md chosen on the left (in the
 * URL: `?kind=CLIENTS`), the measurement thresholds as one more entry. The lists and their
 * Japanese names are the gateway's (masterKinds); the fixed ones are shown read-only.
 */
export function MastersPage() {
  const styles = useStyles();
  const [, navigate] = useLocation();
  const view = parseMastersView(useSearch());
  const { data } = useRecordQuery(MasterKindsQuery, {});
  const kinds = data?.masterKinds ?? [];
  const editable = kinds.filter((k) => k.editable);
  const fixed = kinds.filter((k) => !k.editable);
  // Nothing is chosen before the lists have arrived: choosing then would fall back to the only
  // entry known without them (the thresholds) and rewrite a `?kind=` the URL asked for (#37.11).
  const order = data
    ? [...editable.map((k) => k.kind as string), THRESHOLDS, ...fixed.map((k) => k.kind)]
    : [];
  const current = chosenKind(view.kind, order);
  const info = kinds.find((k) => k.kind === current);
  const hrefOf = (kind: string) => mastersHref({ kind, withRetired: view.withRetired });

  // A bare or unknown ?kind= shows the first list: say so in the URL, without a history entry.
  useEffect(() => {
    if (current && view.kind !== current) navigate(hrefOf(current), { replace: true });
  });

  return (
    <Page title="マスタ管理">
      {!data ? (
        <Spinner label="読み込み中…" />
      ) : (
        <div className={styles.layout}>
          <KindNav
            current={current}
            hrefOf={hrefOf}
            groups={[
              {
                title: "編集できる一覧",
                entries: [
                  ...editable.map(({ kind, label }) => ({ kind, label })),
                  { kind: THRESHOLDS, label: THRESHOLDS_LABEL },
                ],
              },
              {
                title: "参照のみの一覧",
                entries: fixed.map(({ kind, label }) => ({ kind, label })),
              },
            ]}
          />
          <div className={styles.panel}>
            {current === THRESHOLDS ? (
              <ThresholdPanel />
            ) : info ? (
              <MasterListPanel
                key={info.kind}
                kind={info.kind as MasterKind}
                label={info.label}
                editable={info.editable}
                withRetired={view.withRetired}
                onToggleRetired={(withRetired) =>
                  navigate(mastersHref({ kind: info.kind, withRetired }))
                }
              />
            ) : null}
          </div>
        </div>
      )}
    </Page>
  );
}
