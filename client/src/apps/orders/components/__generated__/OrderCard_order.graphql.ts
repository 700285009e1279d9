/**
 * @generated SignedSource<<38417b4233945deb14cb2d213458fa0f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderState = "CANCELLED" | "COMPLETED" | "PAID" | "PENDING_PAYMENT" | "REFUNDED" | "SHIPPED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderCard_order$data = {
  readonly artistName: string;
  readonly createdAt: string;
  readonly number: number;
  readonly picture: {
    readonly url: string;
  } | null | undefined;
  readonly quantity: number;
  readonly sellerName: string;
  readonly state: OrderState;
  readonly stateLabel: string;
  readonly title: string;
  readonly totalFen: string;
  readonly " $fragmentType": "OrderCard_order";
};
export type OrderCard_order$key = {
  readonly " $data"?: OrderCard_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderCard_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderCard_order",
  "selections": [
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
      "name": "artistName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quantity",
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
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sellerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Picture",
      "kind": "LinkedField",
      "name": "picture",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "width",
              "value": 320
            }
          ],
          "kind": "ScalarField",
          "name": "url",
          "storageKey": "url(width:320)"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "fbe8b0ea8b2a3e3399e91bf158888206";

export default node;
