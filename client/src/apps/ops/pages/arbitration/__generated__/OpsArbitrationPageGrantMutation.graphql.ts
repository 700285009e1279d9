/**
 * @generated SignedSource<<f570b2617ace9d6e5895146cff398443>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RefundState = "ABNORMAL" | "ARBITRATION" | "AWAITING_RETURN" | "CANCELLED" | "CLOSED" | "REFUNDING" | "REFUSED" | "REQUESTED" | "RETURN_SHIPPED" | "SUCCEEDED" | "%future added value";
export type GrantRefundInput = {
  amountFen: string;
  note?: string | null | undefined;
  refundID: string;
};
export type OpsArbitrationPageGrantMutation$variables = {
  input: GrantRefundInput;
};
export type OpsArbitrationPageGrantMutation$data = {
  readonly grantRefund: {
    readonly refund: {
      readonly id: string;
      readonly refundFen: string | null | undefined;
      readonly state: RefundState;
      readonly stateLabel: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type OpsArbitrationPageGrantMutation = {
  response: OpsArbitrationPageGrantMutation$data;
  variables: OpsArbitrationPageGrantMutation$variables;
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
    "name": "grantRefund",
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
            "kind": "ScalarField",
            "name": "refundFen",
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
    "name": "OpsArbitrationPageGrantMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OpsArbitrationPageGrantMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d4b71b54d27eef09d32418bd7b5de69a",
    "id": null,
    "metadata": {},
    "name": "OpsArbitrationPageGrantMutation",
    "operationKind": "mutation",
    "text": "mutation OpsArbitrationPageGrantMutation(\n  $input: GrantRefundInput!\n) {\n  grantRefund(input: $input) {\n    userErrors {\n      message\n      field\n    }\n    refund {\n      id\n      state\n      stateLabel\n      refundFen\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ea8385f28bc4602db07cfda2e52caf19";

export default node;
