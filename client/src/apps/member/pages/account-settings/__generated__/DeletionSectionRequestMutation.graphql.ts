/**
 * @generated SignedSource<<258814ab220c39b644edb22c60f7012b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeletionCodeChannel = "EMAIL" | "SMS" | "%future added value";
export type RequestAccountDeletionInput = {
  channel: DeletionCodeChannel;
  code: string;
  codeKey: string;
};
export type DeletionSectionRequestMutation$variables = {
  input: RequestAccountDeletionInput;
};
export type DeletionSectionRequestMutation$data = {
  readonly requestAccountDeletion: {
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly " $fragmentSpreads": FragmentRefs<"DeletionSection_member">;
    } | null | undefined;
  };
};
export type DeletionSectionRequestMutation = {
  response: DeletionSectionRequestMutation$data;
  variables: DeletionSectionRequestMutation$variables;
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
      "name": "field",
      "storageKey": null
    },
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
    "name": "DeletionSectionRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RequestAccountDeletionPayload",
        "kind": "LinkedField",
        "name": "requestAccountDeletion",
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
    "name": "DeletionSectionRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RequestAccountDeletionPayload",
        "kind": "LinkedField",
        "name": "requestAccountDeletion",
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
    "cacheID": "4c458f3e458cb9c256a73b5091c4d5cf",
    "id": null,
    "metadata": {},
    "name": "DeletionSectionRequestMutation",
    "operationKind": "mutation",
    "text": "mutation DeletionSectionRequestMutation(\n  $input: RequestAccountDeletionInput!\n) {\n  requestAccountDeletion(input: $input) {\n    userErrors {\n      field\n      message\n    }\n    viewer {\n      ...DeletionSection_member\n      id\n    }\n  }\n}\n\nfragment DeletionSection_member on Member {\n  maskedMobile\n  email\n  deletionBlockers\n  accountDeletion {\n    requestedAt\n    eraseAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "5ba5b684831ce541971ee832769edc6d";

export default node;
