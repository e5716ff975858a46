import { graphql } from "@/gql";

// 工事編集's GraphQL documents: the construction with all it shows (also kept on a crew's phone
// for use without signal, crew/offline-copy.ts), its save, its work items' and photos' writes.

export const ConstructionEditPageQuery = graphql(`
  query ConstructionEditPage($id: ID!) {
    construction(id: $id) {
      id
      code
      version
      status
      workType
      scheduledDate
      allowedStatuses
      can {
        start
        complete
        postpone
        cancel
      }
      resultNotes
      ...ConstructionEditFacts_Construction
      entries {
        id
        version
        item
        removedDeviceModelId
        removedDeviceModel {
          id
          name
        }
        removedSerial
        installedDeviceModelId
        installedDeviceModel {
          id
          name
        }
        installedSerial
        quantity
        notes
      }
      measurements {
        id
        point
        wavelengthNm
        powerDbm
        passed
        judgement
      }
      expectedReadings {
        point
        wavelengthNm
      }
      lineCodes {
        id
        lineCode
        status
        lineKind
        cableType
        poleNumber
      }
      attachments {
        id
        kind
        fileName
        version
        createdAt
        createdBy {
          id
          name
        }
      }
    }
    deviceModels: masterList(kind: DEVICE_MODELS) {
      id
      name
      deviceLineType
    }
  }
`);

export const ConstructionEditUpdateMutation = graphql(`
  mutation ConstructionEditUpdate($id: ID!, $input: UpdateConstructionInput!) {
    updateConstruction(id: $id, input: $input) {
      id
      version
      status
      statusLabel
      resultNotes
      overrideReason
    }
  }
`);

export const ConstructionEditEntryCreateMutation = graphql(`
  mutation ConstructionEditEntryCreate($input: CreateConstructionEntryInput!) {
    createConstructionEntry(input: $input) {
      id
    }
  }
`);

export const ConstructionEditEntryUpdateMutation = graphql(`
  mutation ConstructionEditEntryUpdate($id: ID!, $input: UpdateConstructionEntryInput!) {
    updateConstructionEntry(id: $id, input: $input) {
      id
      version
    }
  }
`);

export const ConstructionEditEntryDeleteMutation = graphql(`
  mutation ConstructionEditEntryDelete($id: ID!, $version: Int!) {
    deleteConstructionEntry(id: $id, version: $version)
  }
`);

export const ConstructionEditPhotoCreateMutation = graphql(`
  mutation ConstructionEditPhotoCreate($input: CreateAttachmentInput!) {
    createAttachment(input: $input) {
      id
    }
  }
`);

export const ConstructionEditPhotoDeleteMutation = graphql(`
  mutation ConstructionEditPhotoDelete($id: ID!, $version: Int!) {
    deleteAttachment(id: $id, version: $version)
  }
`);
