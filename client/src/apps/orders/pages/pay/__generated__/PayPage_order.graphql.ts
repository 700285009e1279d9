/**
 * @generated SignedSource<<ba3216b3e5de3e89e95d9f292ab2546a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderState = "CANCELLED" | "COMPLETED" | "PAID" | "PENDING_PAYMENT" | "REFUNDED" | "SHIPPED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PayPage_order$data = {
  readonly cancelReason: string;
  readonly expiresAt: string;
  readonly id: string;
  readonly number: number;
  readonly state: OrderState;
  readonly stateLabel: string;
  readonly title: string;
  readonly totalFen: string;
  readonly " $fragmentType": "PayPage_order";
};
export type PayPage_order$key = {
  readonly " $data"?: PayPage_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"PayPage_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PayPage_order",
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
      "name": "stateLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
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
      "name": "expiresAt",
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

(node as any).hash = "a706c48c5327e4a8bc575986dcf3ce19";

export default node;
