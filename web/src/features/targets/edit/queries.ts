import { graphql } from "@/gql";

// 対象物件編集's GraphQL documents: the target with its units, matters and drop lines, its save and
// deletion, and a new unit.

export const TargetEditPageQuery = graphql(`
  query TargetEditPage($id: ID!) {
    target(id: $id) {
      id
      version
      ...TargetForm_Target
      details {
        id
        ...TargetUnitsTable_Detail
      }
    }
    matters(filter: { targetId: [$id] }, pageSize: 200) {
      items {
        id
        ...TargetMattersTable_Matter
      }
    }
    lineCodes(filter: { targetId: [$id] }, pageSize: 200) {
      items {
        id
        ...TargetLineCodesTable_LineCode
      }
    }
    clients: masterList(kind: CLIENTS) {
      id
      name
    }
    installationTypes: masterList(kind: TARGET_INSTALLATION_TYPES) {
      id
      name
    }
  }
`);

export const UpdateTargetMutation = graphql(`
  mutation UpdateTarget($id: ID!, $input: UpdateTargetInput!) {
    updateTarget(id: $id, input: $input) {
      id
      version
      ...TargetForm_Target
    }
  }
`);

export const DeleteTargetMutation = graphql(`
  mutation DeleteTarget($id: ID!, $version: Int!) {
    deleteTarget(id: $id, version: $version)
  }
`);

export const CreateUnitMutation = graphql(`
  mutation CreateTargetUnit($input: CreateTargetDetailInput!) {
    createTargetDetail(input: $input) {
      id
    }
  }
`);
