/**
 * @generated SignedSource<<dab298d92e70614354ddb5606f2c2388>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RefundState = "ABNORMAL" | "ARBITRATION" | "AWAITING_RETURN" | "CANCELLED" | "CLOSED" | "REFUNDING" | "REFUSED" | "REQUESTED" | "RETURN_SHIPPED" | "SUCCEEDED" | "%future added value";
export type DenyRefundInput = {
  reason: string;
  refundID: string;
};
export type OpsArbitrationPageDenyMutation$variables = {
  input: DenyRefundInput;
};
export type OpsArbitrationPageDenyMutation$data = {
  readonly denyRefund: {
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
export type OpsArbitrationPageDenyMutation = {
  response: OpsArbitrationPageDenyMutation$data;
  variables: OpsArbitrationPageDenyMutation$variables;
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
    "name": "denyRefund",
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
    "name": "OpsArbitrationPageDenyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OpsArbitrationPageDenyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "87af17528e53152e8971250e78e5fbfa",
    "id": null,
    "metadata": {},
    "name": "OpsArbitrationPageDenyMutation",
    "operationKind": "mutation",
    "text": "mutation OpsArbitrationPageDenyMutation(\n  $input: DenyRefundInput!\n) {\n  denyRefund(input: $input) {\n    userErrors {\n      message\n      field\n    }\n    refund {\n      id\n      state\n      stateLabel\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b71b9b13cd9979d65aa1f15dd0d173bd";

export default node;
