import { Button, makeStyles, Text, tokens } from "@fluentui/react-components";
import { Briefcase24Regular, ChatAdd20Regular } from "@fluentui/react-icons";
import { Link, useLocation } from "wouter";
import { useSession } from "../../shared/session";
import { graphql } from "../../gql";
import { labelWithCode } from "../../shared/format";
import { HistoryPanel } from "../../shared/history/HistoryPanel";
import { useRecordHistory } from "../../shared/history/useRecordHistory";
import { useMutationAction } from "../../shared/mutation/useMutationAction";
import { Page } from "../../shared/page";
import { RecordDelete, RefusalBar } from "../../shared/record/RecordDelete";
import { useRecordDelete } from "../../shared/record/useRecordDelete";
import { RecordPending } from "../../shared/record/RecordPending";
import { Section } from "../../shared/record/Section";
import { useRecordQuery } from "../../shared/record/useRecordQuery";
import type { RouteParams } from "../../shared/routing";
import { negotiationCreatePath } from "../negotiations/paths";
import { MatterConstructionsTable } from "./matter/MatterConstructionsTable";
import { MatterFacts } from "./matter/MatterFacts";
import { MatterForm } from "./matter/MatterForm";
import { MatterNegotiationsTable } from "./matter/MatterNegotiationsTable";
import { projectDetailPath, PROJECTS_PATH } from "./paths";
import { withCurrent } from "../../shared/form/options";

const MatterEditPageQuery = graphql(`
  query MatterEditPage($id: ID!) {
    matter(id: $id) {
      id
      version
      projectId
      status
      statusLabel
      statusBeforeHold
      allowedStatuses
      assigneeUserId
      assignee {
        id
        name
      }
      dueDate
      notes
      can {
        delete
        instructNegotiation
      }
      ...MatterFacts_Matter
      negotiations {
        id
        ...MatterNegotiationsTable_Negotiation
      }
      constructions {
        id
        ...MatterConstructionsTable_Construction
      }
    }
    assignableUsers {
      id
      name
    }
  }
`);

const MatterEditUpdateMutation = graphql(`
  mutation MatterEditUpdate($id: ID!, $input: UpdateMatterInput!) {
    updateMatter(id: $id, input: $input) {
      id
      version
      status
      statusLabel
      allowedStatuses
      assigneeUserId
      dueDate
      notes
    }
  }
`);

const MatterEditDeleteMutation = graphql(`
  mutation MatterEditDelete($id: ID!, $version: Int!) {
    deleteMatter(id: $id, version: $version)
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
  note: { color: tokens.colorNeutralForeground3, alignSelf: "center" },
});

/** /projects/matters/{id} 案件編集: the matter, its negotiations and constructions, its history. */
export function MatterEditPage({ params }: { params: RouteParams }) {
  const id = params.id ?? "";
  const styles = useStyles();
  const [, navigate] = useLocation();
  const canEdit = useSession().user?.role.targetEdit ?? false;
  const history = useRecordHistory("MATTER", id);
  const { data, missing, reload } = useRecordQuery(MatterEditPageQuery, { id });
  const matter = data?.matter;
  const backPath = matter ? projectDetailPath(matter.projectId) : PROJECTS_PATH;
  const updateMatter = useMutationAction(MatterEditUpdateMutation, { action: "update" });
  const deletion = useRecordDelete(MatterEditDeleteMutation, {
    successPath: backPath,
    additionalTypenames: ["Matter", "Project"],
  });

  if (!matter) {
    return (
      <RecordPending
        title="案件編集"
        missing={missing}
        icon={<Briefcase24Regular />}
        missingTitle="該当する案件が見つかりません"
        backHref={PROJECTS_PATH}
        backLabel="プロジェクト一覧へ戻る"
      />
    );
  }

  const users = withCurrent(data.assignableUsers, matter.assignee);
  const hasChildren = matter.negotiations.length > 0 || matter.constructions.length > 0;

  return (
    <Page title={labelWithCode("案件", "MT", id)}>
      <div className={styles.stack}>
        <RefusalBar message={deletion.refusal} />
        {canEdit ? (
          <MatterForm
            // A new version (after saving or 再読み込み) starts the form afresh from the server's values.
            key={matter.version}
            matter={matter}
            users={users}
            header={<MatterFacts matter={matter} />}
            // No additionalTypenames: urql would also apply them to a refused save and read the
            // matter again, replacing the form (and its conflict dialog) under the person.
            onSubmit={(input) => updateMatter({ id, input: { ...input, version: matter.version } })}
            onCancel={() => navigate(backPath)}
            onReload={reload}
            extraActions={
              matter.can.delete ? (
                <RecordDelete
                  what="案件"
                  control={deletion}
                  onConfirm={() => void deletion.remove({ id, version: matter.version })}
                  onReload={reload}
                />
              ) : hasChildren ? (
                <Text size={200} className={styles.note}>
                  交渉・工事がある案件は削除できません
                </Text>
              ) : null
            }
          />
        ) : (
          <section className={styles.card} aria-label="案件情報">
            <MatterFacts matter={matter} full />
          </section>
        )}
        <Section
          title={`交渉（${matter.negotiations.length}件）`}
          actions={
            matter.can.instructNegotiation ? (
              <Link href={negotiationCreatePath(matter.id)} asChild>
                <Button appearance="primary" icon={<ChatAdd20Regular />}>
                  交渉指示
                </Button>
              </Link>
            ) : null
          }
        >
          <MatterNegotiationsTable negotiations={matter.negotiations} />
        </Section>
        <Section title={`工事（${matter.constructions.length}件）`}>
          <MatterConstructionsTable constructions={matter.constructions} />
        </Section>
        <HistoryPanel {...history} />
      </div>
    </Page>
  );
}
