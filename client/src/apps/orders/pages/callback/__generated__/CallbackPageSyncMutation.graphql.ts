/**
 * @generated SignedSource<<cccd969ea4bb6eb77f9f6d7146f532dd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderIDInput = {
  orderID: string;
};
export type CallbackPageSyncMutation$variables = {
  input: OrderIDInput;
};
export type CallbackPageSyncMutation$data = {
  readonly syncPayment: {
    readonly order: {
      readonly " $fragmentSpreads": FragmentRefs<"CallbackPage_order">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type CallbackPageSyncMutation = {
  response: CallbackPageSyncMutation$data;
  variables: CallbackPageSyncMutation$variables;
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
    "name": "CallbackPageSyncMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "OrderPayload",
        "kind": "LinkedField",
        "name": "syncPayment",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "order",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CallbackPage_order"
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
    "name": "CallbackPageSyncMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "OrderPayload",
        "kind": "LinkedField",
        "name": "syncPayment",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "order",
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
                "name": "number",
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
                "name": "totalFen",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cancelReason",
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
    "cacheID": "25c2b1c2e6a028b29adc49abb5140502",
    "id": null,
    "metadata": {},
    "name": "CallbackPageSyncMutation",
    "operationKind": "mutation",
    "text": "mutation CallbackPageSyncMutation(\n  $input: OrderIDInput!\n) {\n  syncPayment(input: $input) {\n    userErrors {\n      message\n    }\n    order {\n      ...CallbackPage_order\n      id\n    }\n  }\n}\n\nfragment CallbackPage_order on Order {\n  id\n  number\n  state\n  totalFen\n  cancelReason\n}\n"
  }
};
})();

(node as any).hash = "e8f88eef68634eeeb121eabf2929df9a";

export default node;
