/**
 * @generated SignedSource<<9b722f822b29ac9363fe8aec2c7f547c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RefundAction = "AGREE" | "AGREE_RETURN" | "AUTO_AGREE" | "AUTO_AGREE_RETURN" | "AUTO_CONFIRM_RETURN" | "CANCEL" | "CONFIRM_RETURN" | "DENY" | "ESCALATE" | "FAIL" | "GRANT" | "REFUSE" | "REQUEST" | "SETTLE_MANUALLY" | "SHIP_BACK" | "SUCCEED" | "%future added value";
export type RefundState = "ABNORMAL" | "ARBITRATION" | "AWAITING_RETURN" | "CANCELLED" | "CLOSED" | "REFUNDING" | "REFUSED" | "REQUESTED" | "RETURN_SHIPPED" | "SUCCEEDED" | "%future added value";
export type SettleRefundManuallyInput = {
  payoutRef: string;
  refundID: string;
};
export type OpsAnomaliesPageSettleMutation$variables = {
  input: SettleRefundManuallyInput;
};
export type OpsAnomaliesPageSettleMutation$data = {
  readonly settleRefundManually: {
    readonly refund: {
      readonly allowedActions: ReadonlyArray<{
        readonly action: RefundAction;
      }>;
      readonly id: string;
      readonly state: RefundState;
      readonly stateLabel: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type OpsAnomaliesPageSettleMutation = {
  response: OpsAnomaliesPageSettleMutation$data;
  variables: OpsAnomaliesPageSettleMutation$variables;
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
    "concreteType": "RefundPayload",
    "kind": "LinkedField",
    "name": "settleRefundManually",
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
        "concreteType": "RefundRequest",
        "kind": "LinkedField",
        "name": "refund",
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
            "name": "stateLabel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RefundActionOption",
            "kind": "LinkedField",
            "name": "allowedActions",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "action",
                "storageKey": null
              }
            ],
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
    "name": "OpsAnomaliesPageSettleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OpsAnomaliesPageSettleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a975ceac7f46c2453809a7c37ea67d06",
    "id": null,
    "metadata": {},
    "name": "OpsAnomaliesPageSettleMutation",
    "operationKind": "mutation",
    "text": "mutation OpsAnomaliesPageSettleMutation(\n  $input: SettleRefundManuallyInput!\n) {\n  settleRefundManually(input: $input) {\n    userErrors {\n      message\n      field\n    }\n    refund {\n      id\n      state\n      stateLabel\n      allowedActions {\n        action\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "426c0235b53a0b9a45fdf6e2eea0c667";

export default node;
