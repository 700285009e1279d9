/**
 * @generated SignedSource<<53bf50e60ad8474219eaba4175096c35>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ArtworkSubmissionState = "draft" | "listed" | "pending" | "rejected" | "sold" | "taken_down" | "%future added value";
export type ReviewPageRejectMutation$variables = {
  id: string;
  reason: string;
};
export type ReviewPageRejectMutation$data = {
  readonly rejectArtwork: {
    readonly artwork: {
      readonly id: string;
      readonly rejectReason: string;
      readonly state: ArtworkSubmissionState;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type ReviewPageRejectMutation = {
  response: ReviewPageRejectMutation$data;
  variables: ReviewPageRejectMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "reason"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "id",
            "variableName": "id"
          },
          {
            "kind": "Variable",
            "name": "reason",
            "variableName": "reason"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "ArtworkSubmissionPayload",
    "kind": "LinkedField",
    "name": "rejectArtwork",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ArtworkSubmission",
        "kind": "LinkedField",
        "name": "artwork",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "state",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rejectReason",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReviewPageRejectMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReviewPageRejectMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "953b613ac081a2368f78aeda10369b7e",
    "id": null,
    "metadata": {},
    "name": "ReviewPageRejectMutation",
    "operationKind": "mutation",
    "text": "mutation ReviewPageRejectMutation(\n  $id: ID!\n  $reason: String!\n) {\n  rejectArtwork(input: {id: $id, reason: $reason}) {\n    userErrors {\n      message\n    }\n    artwork {\n      id\n      state\n      rejectReason\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "13d6107550f8d2ff9b21411833e2498f";

export default node;
