/**
 * @generated SignedSource<<66b44049c0c1d05a250901279ec9db84>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RefundAction = "AGREE" | "AGREE_RETURN" | "AUTO_AGREE" | "AUTO_AGREE_RETURN" | "AUTO_CONFIRM_RETURN" | "CANCEL" | "CONFIRM_RETURN" | "DENY" | "ESCALATE" | "FAIL" | "GRANT" | "REFUSE" | "REQUEST" | "SETTLE_MANUALLY" | "SHIP_BACK" | "SUCCEED" | "%future added value";
export type RefundState = "ABNORMAL" | "ARBITRATION" | "AWAITING_RETURN" | "CANCELLED" | "CLOSED" | "REFUNDING" | "REFUSED" | "REQUESTED" | "RETURN_SHIPPED" | "SUCCEEDED" | "%future added value";
export type AnswerPlatformRefundInput = {
  answer: RefundAction;
  reason?: string | null | undefined;
  refundID: string;
};
export type PlatformRefundsAnswerMutation$variables = {
  input: AnswerPlatformRefundInput;
};
export type PlatformRefundsAnswerMutation$data = {
  readonly answerPlatformRefund: {
    readonly refund: {
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
export type PlatformRefundsAnswerMutation = {
  response: PlatformRefundsAnswerMutation$data;
  variables: PlatformRefundsAnswerMutation$variables;
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
    "name": "answerPlatformRefund",
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
    "name": "PlatformRefundsAnswerMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PlatformRefundsAnswerMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9b34b37d7680f70e094f1c87aafcd162",
    "id": null,
    "metadata": {},
    "name": "PlatformRefundsAnswerMutation",
    "operationKind": "mutation",
    "text": "mutation PlatformRefundsAnswerMutation(\n  $input: AnswerPlatformRefundInput!\n) {\n  answerPlatformRefund(input: $input) {\n    userErrors {\n      message\n      field\n    }\n    refund {\n      id\n      state\n      stateLabel\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "55933fa1cb784f307cdcc497a7bfc0e9";

export default node;
