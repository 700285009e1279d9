/**
 * @generated SignedSource<<4cb189d5a103d35058e2d5dfcaa33422>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeletionSectionCancelMutation$variables = Record<PropertyKey, never>;
export type DeletionSectionCancelMutation$data = {
  readonly cancelAccountDeletion: {
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly viewer: {
      readonly " $fragmentSpreads": FragmentRefs<"DeletionSection_member">;
    } | null | undefined;
  };
};
export type DeletionSectionCancelMutation = {
  response: DeletionSectionCancelMutation$data;
  variables: DeletionSectionCancelMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DeletionSectionCancelMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CancelAccountDeletionPayload",
        "kind": "LinkedField",
        "name": "cancelAccountDeletion",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Member",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DeletionSection_member"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DeletionSectionCancelMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CancelAccountDeletionPayload",
        "kind": "LinkedField",
        "name": "cancelAccountDeletion",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Member",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "maskedMobile",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "deletionBlockers",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AccountDeletionRequest",
                "kind": "LinkedField",
                "name": "accountDeletion",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "requestedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "eraseAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ef04bb2f66d8e20438f7c43280667559",
    "id": null,
    "metadata": {},
    "name": "DeletionSectionCancelMutation",
    "operationKind": "mutation",
    "text": "mutation DeletionSectionCancelMutation {\n  cancelAccountDeletion {\n    userErrors {\n      message\n    }\n    viewer {\n      ...DeletionSection_member\n      id\n    }\n  }\n}\n\nfragment DeletionSection_member on Member {\n  maskedMobile\n  email\n  deletionBlockers\n  accountDeletion {\n    requestedAt\n    eraseAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "14939f6f3605b26519051466843ce8bf";

export default node;
