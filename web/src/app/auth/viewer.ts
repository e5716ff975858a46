import { graphql } from "../../gql";

// Who the ID token belongs to, with the permission flags the gateway computes (docs/spec.md §4: "fetches
// the current user"). Asked on load, after sign-in, and when the gate restores a stored session.
export const ViewerQueryDocument = graphql(`
  query Viewer {
    viewer {
      id
      code
      name
      email
      roleType {
        id
        name
      }
      can {
        instructionSend
        matterRead
        masterManage
        userManage
        targetEdit
        negotiationEdit
        constructionEdit
        lineCodeEdit
        allRecords
      }
    }
  }
`);
