import { Button, makeStyles, tokens } from "@fluentui/react-components";
import { ChatAdd24Regular, ChatWarning24Regular } from "@fluentui/react-icons";
import { useState } from "react";
import { useQuery } from "urql";
import { Link, useLocation } from "wouter";
import { useSession } from "../../shared/session";
import { graphql } from "../../gql";
import { jstIsoDate } from "../../shared/form/normalize";
import { useMutationAction } from "../../shared/mutation/useMutationAction";
import { EmptyState, Page } from "../../shared/page";
import { RecordPending } from "../../shared/record/RecordPending";
import { useRecordQuery } from "../../shared/record/useRecordQuery";
import type { RouteParams } from "../../shared/routing";
import { matterEditPath, PROJECTS_PATH } from "../projects/paths";
import { instructionRefusal } from "./create/instruction-refusal";
import { NegotiationCreateFacts } from "./create/NegotiationCreateFacts";
import { NegotiationCreateForm, type VisitDay } from "./create/NegotiationCreateForm";
import { bookingsOfDay, customerOptions, dayWindow } from "./create/negotiation-create-form";
import { negotiationEditPath } from "./paths";

const NegotiationCreatePageQuery = graphql(`
  query NegotiationCreatePage($id: ID!) {
    matter(id: $id) {
      id
      status
      statusLabel
      targetDetailId
      can {
        instructNegotiation
      }
      ...NegotiationCreateFacts_Matter
      target {
        id
        details {
          id
          code
          roomNumber
          customers {
            id
            name
            nameKana
            customerType
            customerTypeLabel
          }
        }
      }
    }
    assignableUsers(permission: NEGOTIATION_EDIT) {
      id
      name
    }
  }
`);

const NegotiationCreateSchedulesQuery = graphql(`
  query NegotiationCreateSchedules($filter: ScheduleFilter!) {
    schedules(filter: $filter, sort: START_AT, order: ASC, pageSize: 200) {
      items {
        id
        startAt
        endAt
        title
        kindLabel
      }
    }
  }
`);

const NegotiationCreateMutation = graphql(`
  mutation NegotiationCreate($input: CreateNegotiationInput!) {
    createNegotiation(input: $input) {
      id
    }
  }
`);

const useStyles = makeStyles({
  stack: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXXL, minWidth: 0 },
  card: {
    maxWidth: "880px",
    padding: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
});

/** The chosen assignee's bookings of the chosen day (nothing asked until both are chosen). */
function useDayBookings(visit: VisitDay | null) {
  const [{ data, fetching }] = useQuery({
    query: NegotiationCreateSchedulesQuery,
    variables: { filter: visit ? { userId: [visit.userId], ...dayWindow(visit.day) } : {} },
    pause: !visit,
    requestPolicy: "cache-and-network",
  });
  return {
    bookings: visit && data ? bookingsOfDay(data.schedules.items, visit.day) : [],
    fetching: fetching && !data,
  };
}

/**
 * /negotiations/create/{matterId} 交渉指示: who negotiates with which customer of the matter's
 * target, and the first visit. The API books the visit in the assignee's schedule and moves the
 * matter to 交渉中 in the same transaction; the page then opens the new negotiation.
 */
export function NegotiationCreatePage({ params }: { params: RouteParams }) {
  const id = params.id ?? "";
  const styles = useStyles();
  const [, navigate] = useLocation();
  const canEdit = useSession().user?.role.negotiationEdit ?? false;
  const { data, missing } = useRecordQuery(NegotiationCreatePageQuery, { id });
  const [visit, setVisit] = useState<VisitDay | null>(null);
  const day = useDayBookings(visit);
  const create = useMutationAction(NegotiationCreateMutation, {
    action: "create",
    successPath: (d) => negotiationEditPath(d.createNegotiation.id),
  });
  const matter = data?.matter;

  if (!matter) {
    return (
      <RecordPending
        title="交渉指示"
        missing={missing}
        icon={<ChatAdd24Regular />}
        missingTitle="該当する案件が見つかりません"
        backHref={PROJECTS_PATH}
        backLabel="プロジェクト一覧へ戻る"
      />
    );
  }

  const backToMatter = (
    <Link href={matterEditPath(matter.id)} asChild>
      <Button appearance="primary">案件へ戻る</Button>
    </Link>
  );
  const customers = customerOptions(matter.target?.details ?? [], matter.targetDetailId);
  const refusal = instructionRefusal(canEdit, matter, customers.length > 0);

  if (refusal) {
    return (
      <Page title="交渉指示">
        <div className={styles.stack}>
          <section className={styles.card} aria-label="案件情報">
            <NegotiationCreateFacts matter={matter} />
          </section>
          <EmptyState icon={<ChatWarning24Regular />} title={refusal.title} action={backToMatter}>
            {refusal.detail}
          </EmptyState>
        </div>
      </Page>
    );
  }

  return (
    <Page title="交渉指示">
      <NegotiationCreateForm
        customers={customers}
        users={data.assignableUsers}
        today={jstIsoDate()}
        header={<NegotiationCreateFacts matter={matter} />}
        bookings={day.bookings}
        bookingsFetching={day.fetching}
        onVisitDayChange={setVisit}
        onCancel={() => navigate(matterEditPath(matter.id))}
        onSubmit={(output) => create({ input: { matterId: matter.id, ...output } })}
      />
    </Page>
  );
}
