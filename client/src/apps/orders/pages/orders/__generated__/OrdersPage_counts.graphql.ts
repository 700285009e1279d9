/**
 * @generated SignedSource<<c62f35689fa061a5cacc0acfc4a90cf3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrdersPage_counts$data = {
  readonly orderCounts: {
    readonly all: number;
    readonly cancelled: number;
    readonly completed: number;
    readonly paid: number;
    readonly pendingPayment: number;
    readonly refunded: number;
    readonly shipped: number;
  };
  readonly saleCounts: {
    readonly all: number;
    readonly cancelled: number;
    readonly completed: number;
    readonly paid: number;
    readonly pendingPayment: number;
    readonly refunded: number;
    readonly shipped: number;
  };
  readonly " $fragmentType": "OrdersPage_counts";
};
export type OrdersPage_counts$key = {
  readonly " $data"?: OrdersPage_counts$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrdersPage_counts">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "all",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "pendingPayment",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "paid",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "shipped",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "completed",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "cancelled",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "refunded",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrdersPage_counts",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderCounts",
      "kind": "LinkedField",
      "name": "orderCounts",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderCounts",
      "kind": "LinkedField",
      "name": "saleCounts",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Member",
  "abstractKey": null
};
})();

(node as any).hash = "4c6ce3f2afabb8f8c55b29f94ed7c826";

export default node;
