/**
 * @generated SignedSource<<e4b151c6530e05fbf64d85996c0711e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WithdrawalAction = "PAY" | "REJECT" | "%future added value";
export type RejectWithdrawalInput = {
  reason: string;
  withdrawalID: string;
};
export type OpsWithdrawalsPageRejectMutation$variables = {
  input: RejectWithdrawalInput;
};
export type OpsWithdrawalsPageRejectMutation$data = {
  readonly rejectWithdrawal: {
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly withdrawal: {
      readonly allowedActions: ReadonlyArray<WithdrawalAction>;
      readonly id: string;
      readonly stateLabel: string;
    } | null | undefined;
  };
};
export type OpsWithdrawalsPageRejectMutation = {
  response: OpsWithdrawalsPageRejectMutation$data;
  variables: OpsWithdrawalsPageRejectMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "OpsWithdrawalPayload",
    "kind": "LinkedField",
    "name": "rejectWithdrawal",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Withdrawal",
        "kind": "LinkedField",
        "name": "withdrawal",
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
            "name": "stateLabel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "allowedActions",
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
    "name": "OpsWithdrawalsPageRejectMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OpsWithdrawalsPageRejectMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "33bbc4b37304500666d513187524c7d7",
    "id": null,
    "metadata": {},
    "name": "OpsWithdrawalsPageRejectMutation",
    "operationKind": "mutation",
    "text": "mutation OpsWithdrawalsPageRejectMutation(\n  $input: RejectWithdrawalInput!\n) {\n  rejectWithdrawal(input: $input) {\n    userErrors {\n      message\n      field\n    }\n    withdrawal {\n      id\n      stateLabel\n      allowedActions\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b78e4b6026353173c7858a95e56867a4";

export default node;
