import { graphql } from "@/gql";

// The settings pages' GraphQL documents, in one place so that the page, the preview and the tests
// share them.

export const DocumentSettingsPageQuery = graphql(`
  query DocumentSettingsPage($negotiationId: ID!, $kind: DocumentSettingsKind!) {
    documentSettings(negotiationId: $negotiationId, kind: $kind) {
      id
      negotiationId
      kind
      ...DocumentSettingsPage_Settings
    }
    negotiation(id: $negotiationId) {
      id
      ...DocumentSettingsPage_Negotiation
    }
  }
`);

export const DocumentSettingsPage_SettingsFragment = graphql(`
  fragment DocumentSettingsPage_Settings on DocumentSettings {
    id
    saved
    version
    issueDate
    addresseeName
    addresseeAddress
    constructionDate
    constructionSlot
    items {
      name
      quantity
      unit
      note
    }
    remarks
    lastTypes
    defaultTypes
    documentTypes {
      type
      label
    }
    updatedAt
    updatedBy {
      id
      name
    }
  }
`);

export const DocumentSettingsPage_NegotiationFragment = graphql(`
  fragment DocumentSettingsPage_Negotiation on Negotiation {
    id
    statusLabel
    matter {
      id
      ...MatterPlace_Matter
    }
    customer {
      id
      name
      nameKana
      customerTypeLabel
      targetDetailId
    }
  }
`);

export const DocumentSettingsPageSaveMutation = graphql(`
  mutation DocumentSettingsPageSave($input: SaveDocumentSettingsInput!) {
    saveDocumentSettings(input: $input) {
      id
      negotiationId
      kind
      ...DocumentSettingsPage_Settings
    }
  }
`);

export const DocumentSettingsPageGenerateMutation = graphql(`
  mutation DocumentSettingsPageGenerate($input: GenerateDocumentsInput!) {
    generateDocuments(input: $input) {
      id
      ...DocumentSettingsPage_GeneratedFile
    }
  }
`);

export const DocumentSettingsPage_GeneratedFileFragment = graphql(`
  fragment DocumentSettingsPage_GeneratedFile on Attachment {
    id
    documentType
    documentTypeLabel
    fileName
    size
    createdAt
  }
`);

export const DocumentSettingsPagePreviewQuery = graphql(`
  query DocumentSettingsPagePreview(
    $negotiationId: ID!
    $documentType: Int!
    $settings: DocumentSettingsInput!
  ) {
    documentPreview(
      negotiationId: $negotiationId
      documentType: $documentType
      settings: $settings
    ) {
      contentBase64
      size
      pageCount
    }
  }
`);
