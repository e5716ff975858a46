import { Button, makeStyles, tokens } from "@fluentui/react-components";
import { Add20Regular, Chat24Regular, DocumentEdit20Regular } from "@fluentui/react-icons";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { useSession } from "../../shared/session";
import { graphql } from "../../gql";
import { labelWithCode } from "../../shared/format";
import { HistoryPanel } from "../../shared/history/HistoryPanel";
import { useRecordHistory } from "../../shared/history/useRecordHistory";
import { useConfirm } from "../../shared/mutation/useConfirm";
import { useMutationAction } from "../../shared/mutation/useMutationAction";
import { LiveUpdateBar } from "../../shared/live/LiveUpdateBar";
import { useLiveChanges } from "../../shared/live/useLiveChanges";
import { Page } from "../../shared/page";
import { RecordDelete, RefusalBar } from "../../shared/record/RecordDelete";
import { RecordPending } from "../../shared/record/RecordPending";
import { Section } from "../../shared/record/Section";
import { useRecordDelete } from "../../shared/record/useRecordDelete";
import { useRecordQuery } from "../../shared/record/useRecordQuery";
import type { RouteParams } from "../../shared/routing";
import { matterEditPath } from "../projects/paths";
import { ContactForm } from "./edit/ContactForm";
import type { ContactFormOutput } from "./edit/contact-form";
import { ContactTimeline } from "./edit/ContactTimeline";
import { DocumentList } from "./edit/DocumentList";
import { NegotiationFacts } from "./edit/NegotiationFacts";
import { NegotiationForm } from "./edit/NegotiationForm";
import { completes, completionQuestion, negotiationChanges } from "./edit/negotiation-form";
import { ScheduleTable } from "./edit/ScheduleTable";
import { contractDocumentPath, removalDocumentPath, requestDocumentPath } from "../documents/paths";
import { NEGOTIATIONS_PATH } from "./paths";
import { withCurrent } from "../../shared/form/options";
import { NegotiationChangedSubscription } from "./live";

const NegotiationEditPageQuery = graphql(`
  query NegotiationEditPage($id: ID!, $withContact: Boolean!) {
    negotiation(id: $id) {
      id
      version
      matterId
      customerId
      statusId
      statusLabel
      allowedStatuses
      completeReason
      scheduledAt
      assigneeUserId
      assignee {
        id
        name
      }
      notes
      can {
        complete
        reassign
        delete
      }
      ...NegotiationEditFacts_Negotiation
      histories {
        id
        version
        contactedAt
        method
        counterpart
        outcome
        memo
        nextContactAt
        ...NegotiationEditTimeline_History
      }
      schedules {
        id
        ...NegotiationEditSchedules_Schedule
      }
    }
    attachments(
      filter: { ownerType: "negotiation", ownerId: [$id] }
      sort: CREATED_AT
      order: DESC
      pageSize: 200
    ) @include(if: $withContact) {
      items {
        id
        ...NegotiationEditDocuments_Attachment
      }
    }
    statuses: masterList(kind: NEGOTIATION_STATUSES) {
      id
      name
    }
    assignableUsers(permission: NEGOTIATION_EDIT) {
      id
      name
    }
  }
`);

const NegotiationEditUpdateMutation = graphql(`
  mutation NegotiationEditUpdate(
    $id: ID!
    $input: UpdateNegotiationInput!
    $withContact: Boolean!
  ) {
    updateNegotiation(id: $id, input: $input) {
      id
      version
      statusId
      statusLabel
      allowedStatuses
      completeReason
      completeReasonLabel
      completedAt
      scheduledAt
      assigneeUserId
      notes
      can {
        complete
        reassign
        delete
      }
      ...NegotiationEditFacts_Negotiation
      matter {
        id
        status
        statusLabel
      }
      schedules {
        id
        ...NegotiationEditSchedules_Schedule
      }
    }
  }
`);

const NegotiationEditDeleteMutation = graphql(`
  mutation NegotiationEditDelete($id: ID!, $version: Int!) {
    deleteNegotiation(id: $id, version: $version)
  }
`);

const NegotiationEditContactCreateMutation = graphql(`
  mutation NegotiationEditContactCreate($input: CreateNegotiationHistoryInput!) {
    createNegotiationHistory(input: $input) {
      id
    }
  }
`);

const NegotiationEditContactUpdateMutation = graphql(`
  mutation NegotiationEditContactUpdate($id: ID!, $input: UpdateNegotiationHistoryInput!) {
    updateNegotiationHistory(id: $id, input: $input) {
      id
      version
      ...NegotiationEditTimeline_History
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
  documents: { display: "flex", gap: tokens.spacingHorizontalS, flexWrap: "wrap" },
  contacts: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalL },
});

/**
 * /negotiations/{id} 交渉編集: what the negotiation is about and how to reach the customer, its
 * status, visit and negotiator, the contacts as a timeline, the booked visits, the documents issued
 * for it and its history.
 */
export function NegotiationEditPage({ params }: { params: RouteParams }) {
  const id = params.id ?? "";
  const styles = useStyles();
  const [, navigate] = useLocation();
  const role = useSession().user?.role;
  const canEdit = role?.negotiationEdit ?? false;
  // Contact details and the documents are matterRead's (the API masks or refuses them otherwise).
  const withContact = role?.matterRead ?? false;
  const history = useRecordHistory("NEGOTIATION", id);
  // "new", a contact's id, or nothing: at most one contact form is open.
  const [editingContact, setEditingContact] = useState<string | null>(null);
  const { data, missing, reload } = useRecordQuery(NegotiationEditPageQuery, { id, withContact });
  const live = useLiveChanges({
    subscription: NegotiationChangedSubscription,
    variables: { ids: [id] },
    reload,
  });
  const updateNegotiation = useMutationAction(NegotiationEditUpdateMutation, { action: "update" });
  const createContact = useMutationAction(NegotiationEditContactCreateMutation, {
    action: "create",
  });
  const updateContact = useMutationAction(NegotiationEditContactUpdateMutation, {
    action: "update",
  });
  const { confirm, dialog } = useConfirm();
  const deletion = useRecordDelete(NegotiationEditDeleteMutation, {
    successPath: NEGOTIATIONS_PATH,
    additionalTypenames: ["Negotiation", "Matter"],
  });

  const negotiation = data?.negotiation;
  if (!negotiation) {
    return (
      <RecordPending
        title="交渉編集"
        missing={missing}
        icon={<Chat24Regular />}
        missingTitle="該当する交渉が見つかりません"
        backHref={NEGOTIATIONS_PATH}
        backLabel="交渉一覧へ戻る"
      />
    );
  }

  const users = withCurrent(data.assignableUsers, negotiation.assignee);
  const back = matterEditPath(negotiation.matterId);

  const saveContact = async (input: ContactFormOutput) => {
    const existing = negotiation.histories.find((h) => h.id === editingContact);
    const outcome = existing
      ? await updateContact({ id: existing.id, input: { ...input, version: existing.version } })
      : await createContact({ input: { ...input, negotiationId: id } });
    if (outcome.ok) {
      setEditingContact(null);
      // The timeline is part of the negotiation: read it again with the new entry.
      reload();
    }
    return outcome;
  };
  const editing = negotiation.histories.find((h) => h.id === editingContact) ?? null;
  const contactForm = editingContact ? (
    <ContactForm
      key={editingContact}
      contact={editing}
      onSubmit={saveContact}
      onCancel={() => setEditingContact(null)}
      onReload={reload}
    />
  ) : null;

  return (
    <Page title={labelWithCode("交渉", "NE", id)}>
      <LiveUpdateBar live={live} />
      <div className={styles.stack}>
        <RefusalBar message={deletion.refusal} />
        {canEdit ? (
          <NegotiationForm
            // A new version (after saving or 再読み込み) starts the form afresh from the server's values.
            key={negotiation.version}
            negotiation={negotiation}
            statuses={data.statuses}
            users={users}
            header={<NegotiationFacts negotiation={negotiation} withContact={withContact} />}
            onSubmit={async (output) => {
              // Completion is final (it locks the record and moves the matter): asked first.
              if (
                completes(output, negotiation) &&
                !(await confirm({
                  title: "交渉を完了しますか？",
                  message: completionQuestion(output.completeReason),
                  confirmLabel: "完了する",
                }))
              )
                return;
              return updateNegotiation({
                id,
                withContact,
                input: { ...negotiationChanges(output, negotiation), version: negotiation.version },
              });
            }}
            onCancel={() => navigate(back)}
            onReload={reload}
            extraActions={
              negotiation.can.delete ? (
                <RecordDelete
                  what="交渉"
                  control={deletion}
                  onConfirm={() => void deletion.remove({ id, version: negotiation.version })}
                  onReload={reload}
                />
              ) : null
            }
          />
        ) : (
          <section className={styles.card} aria-label="交渉情報">
            <NegotiationFacts negotiation={negotiation} withContact={withContact} full />
          </section>
        )}
        <Section
          title={`接触履歴（${negotiation.histories.length}件）`}
          actions={
            canEdit && editingContact === null ? (
              <Button icon={<Add20Regular />} onClick={() => setEditingContact("new")}>
                接触を記録
              </Button>
            ) : null
          }
        >
          <div className={styles.contacts}>
            {editingContact === "new" ? contactForm : null}
            <ContactTimeline
              contacts={negotiation.histories}
              editing={editingContact}
              form={contactForm}
              onEdit={canEdit ? (c) => setEditingContact(c.id) : undefined}
            />
          </div>
        </Section>
        <Section title={`予定（${negotiation.schedules.length}件）`}>
          <ScheduleTable schedules={negotiation.schedules} />
        </Section>
        {withContact ? (
          <Section
            title={`帳票（${data.attachments?.items.length ?? 0}件）`}
            actions={
              canEdit ? (
                <div className={styles.documents}>
                  {[
                    { href: contractDocumentPath(id), label: "契約書類設定" },
                    { href: requestDocumentPath(id), label: "工事依頼書類設定" },
                    { href: removalDocumentPath(id), label: "撤去承諾書設定" },
                  ].map((d) => (
                    <Link key={d.href} href={d.href} asChild>
                      <Button as="a" icon={<DocumentEdit20Regular />}>
                        {d.label}
                      </Button>
                    </Link>
                  ))}
                </div>
              ) : null
            }
          >
            <DocumentList attachments={data.attachments?.items ?? []} />
          </Section>
        ) : null}
        <HistoryPanel {...history} />
      </div>
      {dialog}
    </Page>
  );
}
