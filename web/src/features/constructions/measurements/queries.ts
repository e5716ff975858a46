import { graphql } from "@/gql";

// 測定値編集's GraphQL documents: the construction's readings with the threshold master (also kept
// on a crew's phone, crew/offline-copy.ts), and the writes of one reading.

export const MeasurementEditPageQuery = graphql(`
  query MeasurementEditPage($id: ID!) {
    construction(id: $id) {
      id
      code
      status
      statusLabel
      scheduledDate
      slot
      version
      team {
        id
        name
      }
      matter {
        id
        target {
          id
          code
          name
        }
      }
      expectedReadings {
        point
        wavelengthNm
        minDbm
        maxDbm
      }
      measurements {
        id
        point
        wavelengthNm
        powerDbm
        thresholdMin
        thresholdMax
        judgement
        measuredAt
        measuredByUser {
          id
          name
        }
        version
      }
    }
    measurementThresholds {
      id
      point
      wavelengthNm
      minDbm
      maxDbm
    }
  }
`);

export const MeasurementEditPageCreateMutation = graphql(`
  mutation MeasurementEditPageCreate($input: CreateMeasurementInput!) {
    createMeasurement(input: $input) {
      id
      judgement
      version
    }
  }
`);

export const MeasurementEditPageUpdateMutation = graphql(`
  mutation MeasurementEditPageUpdate($id: ID!, $input: UpdateMeasurementInput!) {
    updateMeasurement(id: $id, input: $input) {
      id
      judgement
      version
    }
  }
`);

export const MeasurementEditPageDeleteMutation = graphql(`
  mutation MeasurementEditPageDelete($id: ID!, $version: Int!) {
    deleteMeasurement(id: $id, version: $version)
  }
`);
