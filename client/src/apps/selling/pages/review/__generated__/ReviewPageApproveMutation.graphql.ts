/**
 * @generated SignedSource<<cc05fb63e9f2f8b14bf270b288a4abd7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ArtworkSubmissionState = "draft" | "listed" | "pending" | "rejected" | "sold" | "taken_down" | "%future added value";
export type ReviewPageApproveMutation$variables = {
  id: string;
};
export type ReviewPageApproveMutation$data = {
  readonly approveArtwork: {
    readonly artwork: {
      readonly id: string;
      readonly state: ArtworkSubmissionState;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type ReviewPageApproveMutation = {
  response: ReviewPageApproveMutation$data;
  variables: ReviewPageApproveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
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
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "ArtworkSubmissionPayload",
    "kind": "LinkedField",
    "name": "approveArtwork",
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
    "name": "ReviewPageApproveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReviewPageApproveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "22bf4d0ec94eb695ce4d58d407750f61",
    "id": null,
    "metadata": {},
    "name": "ReviewPageApproveMutation",
    "operationKind": "mutation",
    "text": "mutation ReviewPageApproveMutation(\n  $id: ID!\n) {\n  approveArtwork(input: {id: $id}) {\n    userErrors {\n      message\n    }\n    artwork {\n      id\n      state\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "539abba3b36a39ab96053146aa5d904c";

export default node;
