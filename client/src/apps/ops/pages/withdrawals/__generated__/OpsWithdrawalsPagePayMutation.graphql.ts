/**
 * @generated SignedSource<<893d0dfa811988c6a5259c7106705882>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WithdrawalAction = "PAY" | "REJECT" | "%future added value";
export type PayWithdrawalInput = {
  payoutRef: string;
  withdrawalID: string;
};
export type OpsWithdrawalsPagePayMutation$variables = {
  input: PayWithdrawalInput;
};
export type OpsWithdrawalsPagePayMutation$data = {
  readonly payWithdrawal: {
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
export type OpsWithdrawalsPagePayMutation = {
  response: OpsWithdrawalsPagePayMutation$data;
  variables: OpsWithdrawalsPagePayMutation$variables;
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
    "name": "payWithdrawal",
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
    "name": "OpsWithdrawalsPagePayMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OpsWithdrawalsPagePayMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "09d91d52caebacec97186e192f581f89",
    "id": null,
    "metadata": {},
    "name": "OpsWithdrawalsPagePayMutation",
    "operationKind": "mutation",
    "text": "mutation OpsWithdrawalsPagePayMutation(\n  $input: PayWithdrawalInput!\n) {\n  payWithdrawal(input: $input) {\n    userErrors {\n      message\n      field\n    }\n    withdrawal {\n      id\n      stateLabel\n      allowedActions\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "55df0fc0904f3f21b70160536f6c4321";

export default node;
