/**
 * @generated SignedSource<<6d0463defd128836995b8a3dfc8683df>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WorkState = "draft" | "listed" | "pending" | "rejected" | "sold" | "taken_down" | "%future added value";
export type ReviewPageRejectMutation$variables = {
  id: string;
  reason: string;
};
export type ReviewPageRejectMutation$data = {
  readonly rejectWork: {
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly work: {
      readonly id: string;
      readonly rejectReason: string;
      readonly state: WorkState;
    } | null | undefined;
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
    "concreteType": "WorkPayload",
    "kind": "LinkedField",
    "name": "rejectWork",
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
        "concreteType": "Work",
        "kind": "LinkedField",
        "name": "work",
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
    "cacheID": "51ccbd09e4637cdf514ada3778be463d",
    "id": null,
    "metadata": {},
    "name": "ReviewPageRejectMutation",
    "operationKind": "mutation",
    "text": "mutation ReviewPageRejectMutation(\n  $id: ID!\n  $reason: String!\n) {\n  rejectWork(input: {id: $id, reason: $reason}) {\n    userErrors {\n      message\n    }\n    work {\n      id\n      state\n      rejectReason\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fdbc74f30850e742dba12d6b6d7362b7";

export default node;
