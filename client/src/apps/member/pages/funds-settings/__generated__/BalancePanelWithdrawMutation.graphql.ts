/**
 * @generated SignedSource<<b8abcaa253a11dbd8f7da823dae3b6b5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RequestWithdrawalInput = {
  accountID?: string | null | undefined;
  amountFen: string;
};
export type BalancePanelWithdrawMutation$variables = {
  input: RequestWithdrawalInput;
};
export type BalancePanelWithdrawMutation$data = {
  readonly requestWithdrawal: {
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly withdrawal: {
      readonly id: string;
    } | null | undefined;
  };
};
export type BalancePanelWithdrawMutation = {
  response: BalancePanelWithdrawMutation$data;
  variables: BalancePanelWithdrawMutation$variables;
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
    "concreteType": "WithdrawalPayload",
    "kind": "LinkedField",
    "name": "requestWithdrawal",
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
    "name": "BalancePanelWithdrawMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BalancePanelWithdrawMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "58818137b6b94dfb40da4b6e250c9835",
    "id": null,
    "metadata": {},
    "name": "BalancePanelWithdrawMutation",
    "operationKind": "mutation",
    "text": "mutation BalancePanelWithdrawMutation(\n  $input: RequestWithdrawalInput!\n) {\n  requestWithdrawal(input: $input) {\n    userErrors {\n      field\n      message\n    }\n    withdrawal {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "24e7e5b53045cf0f5232ce852654c452";

export default node;
