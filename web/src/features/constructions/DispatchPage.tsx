import { makeStyles, tokens } from "@fluentui/react-components";
import { VehicleTruckProfile24Regular } from "@fluentui/react-icons";
import { getFragmentData, graphql } from "../../gql";
import { Page } from "../../shared/page";
import { RecordPending } from "../../shared/record/RecordPending";
import { useRecordQuery } from "../../shared/record/useRecordQuery";
import type { RouteParams } from "../../shared/routing";
import { DispatchFacts, DispatchFacts_ConstructionFragment } from "./dispatch/DispatchFacts";
import { SlotBooking } from "./dispatch/SlotBooking";
import { DISPATCH_PATH } from "./paths";

const DispatchPageQuery = graphql(`
  query DispatchPage($id: ID!) {
    construction(id: $id) {
      id
      code
      status
      statusLabel
      version
      associateCompanyId
      can {
        schedule
      }
      ...DispatchFacts_Construction
    }
    companies: masterList(kind: ASSOCIATE_COMPANIES) {
      id
      name
    }
    teams: masterList(kind: TEAMS) {
      id
      name
      associateCompanyId
    }
  }
`);

const useStyles = makeStyles({
  stack: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXXL, minWidth: 0 },
});

/**
 * /construction-dispatch/{id} 工事指示: the construction with its matter, target, unit and agreed
 * negotiation, and a week of free slots of one partner company's teams; picking a free slot (after
 * a confirmation) books it and makes the construction 日程確定.
 */
export function DispatchPage({ params }: { params: RouteParams }) {
  const id = params.id ?? "";
  const styles = useStyles();
  const { data, missing, reload } = useRecordQuery(DispatchPageQuery, { id });
  const construction = data?.construction;

  if (!construction || !data) {
    return (
      <RecordPending
        title="工事指示"
        missing={missing}
        icon={<VehicleTruckProfile24Regular />}
        missingTitle="該当する工事が見つかりません"
        backHref={DISPATCH_PATH}
        backLabel="工事指示一覧へ戻る"
      />
    );
  }

  return (
    <Page title={`工事指示（${construction.code}）`}>
      <div className={styles.stack}>
        <DispatchFacts
          construction={getFragmentData(DispatchFacts_ConstructionFragment, construction)}
        />
        <SlotBooking
          construction={construction}
          companies={data.companies}
          teams={data.teams}
          onRefused={reload}
        />
      </div>
    </Page>
  );
}
