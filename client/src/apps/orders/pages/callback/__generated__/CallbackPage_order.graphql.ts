/**
 * @generated SignedSource<<267897e4e0e66a56da7dfd064c23f76b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderState = "CANCELLED" | "COMPLETED" | "PAID" | "PENDING_PAYMENT" | "REFUNDED" | "SHIPPED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CallbackPage_order$data = {
  readonly cancelReason: string;
  readonly id: string;
  readonly number: number;
  readonly state: OrderState;
  readonly totalFen: string;
  readonly " $fragmentType": "CallbackPage_order";
};
export type CallbackPage_order$key = {
  readonly " $data"?: CallbackPage_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"CallbackPage_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CallbackPage_order",
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
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "3ba27ba239076f2ffa71998a9b8c4bae";

export default node;
