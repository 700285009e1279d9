/**
 * @generated SignedSource<<1f1cb805a0a26a606273fb18e52a20e1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CancelAccountDeletionInput = {
  clientMutationId?: string | null | undefined;
};
export type DeletionSectionCancelMutation$variables = {
  input: CancelAccountDeletionInput;
};
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
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DeletionSectionCancelMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CancelAccountDeletionPayload",
        "kind": "LinkedField",
        "name": "cancelAccountDeletion",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeletionSectionCancelMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CancelAccountDeletionPayload",
        "kind": "LinkedField",
        "name": "cancelAccountDeletion",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
    "cacheID": "6cf880d94031e3d8813aba34c0212af5",
    "id": null,
    "metadata": {},
    "name": "DeletionSectionCancelMutation",
    "operationKind": "mutation",
    "text": "mutation DeletionSectionCancelMutation(\n  $input: CancelAccountDeletionInput!\n) {\n  cancelAccountDeletion(input: $input) {\n    userErrors {\n      message\n    }\n    viewer {\n      ...DeletionSection_member\n      id\n    }\n  }\n}\n\nfragment DeletionSection_member on Member {\n  maskedMobile\n  email\n  deletionBlockers\n  accountDeletion {\n    requestedAt\n    eraseAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "6c84289b697538407e0e7950fdfc5a0a";

export default node;
