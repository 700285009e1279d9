/**
 * @generated SignedSource<<33e7d59101cbd1345a7fd802ded3417c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
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
    "cacheID": "25e987106d222af0e2711456a7c826e4",
    "id": null,
    "metadata": {},
    "name": "OpsWithdrawalsPagePayMutation",
    "operationKind": "mutation",
    "text": "mutation OpsWithdrawalsPagePayMutation(\n  $input: PayWithdrawalInput!\n) {\n  payWithdrawal(input: $input) {\n    userErrors {\n      message\n      field\n    }\n    withdrawal {\n      id\n      stateLabel\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b26dac513ac8bd074d783b7428a94475";

export default node;
