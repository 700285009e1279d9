/**
 * @generated SignedSource<<8861f4909044067e795bed0a63c93a3c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
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
    "cacheID": "6a904fd3c58ee2155c894e03e7b77660",
    "id": null,
    "metadata": {},
    "name": "OpsWithdrawalsPageRejectMutation",
    "operationKind": "mutation",
    "text": "mutation OpsWithdrawalsPageRejectMutation(\n  $input: RejectWithdrawalInput!\n) {\n  rejectWithdrawal(input: $input) {\n    userErrors {\n      message\n      field\n    }\n    withdrawal {\n      id\n      stateLabel\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6e2e82da4d6c1ef551934d25196158cc";

export default node;
