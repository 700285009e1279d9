/**
 * @generated SignedSource<<6a30cb79bd08dc682f6ec20596655fea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GoodsKind = "DERIVATIVE" | "ORIGINAL" | "PRINT" | "%future added value";
export type GoodsStatus = "OFF_SHELF" | "ON_SALE" | "SOLD_OUT" | "%future added value";
export type PublicationAction = "PUBLISH" | "SCHEDULE" | "UNPUBLISH" | "UNSCHEDULE" | "%future added value";
export type PublicationState = "DRAFT" | "PUBLISHED" | "SCHEDULED" | "UNPUBLISHED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OpsGoodsEditPage_goods$data = {
  readonly allowedActions: ReadonlyArray<{
    readonly action: PublicationAction;
    readonly label: string;
  }>;
  readonly artworkNumber: number;
  readonly artworkTitle: string;
  readonly editionSize: number;
  readonly hasDraft: boolean;
  readonly id: string;
  readonly kind: GoodsKind;
  readonly number: number;
  readonly priceFen: string;
  readonly publishAt: string | null | undefined;
  readonly state: PublicationState;
  readonly stateLabel: string;
  readonly status: GoodsStatus;
  readonly stock: number;
  readonly title: string;
  readonly " $fragmentType": "OpsGoodsEditPage_goods";
};
export type OpsGoodsEditPage_goods$key = {
  readonly " $data"?: OpsGoodsEditPage_goods$data;
  readonly " $fragmentSpreads": FragmentRefs<"OpsGoodsEditPage_goods">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OpsGoodsEditPage_goods",
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
      "name": "kind",
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
      "name": "priceFen",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "editionSize",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stock",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "artworkNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "artworkTitle",
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
      "name": "hasDraft",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publishAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PublicationActionItem",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OpsGoods",
  "abstractKey": null
};

(node as any).hash = "160ed15994489afaa9d1f9880be56ce8";

export default node;
