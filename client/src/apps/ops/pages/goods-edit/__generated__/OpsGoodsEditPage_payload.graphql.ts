/**
 * @generated SignedSource<<6689896d4863e8f2d931bb621d313fc3>>
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
export type OpsGoodsEditPage_payload$data = {
  readonly goods: {
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
  } | null | undefined;
  readonly userErrors: ReadonlyArray<{
    readonly field: string | null | undefined;
    readonly message: string;
  }>;
  readonly " $fragmentType": "OpsGoodsEditPage_payload";
};
export type OpsGoodsEditPage_payload$key = {
  readonly " $data"?: OpsGoodsEditPage_payload$data;
  readonly " $fragmentSpreads": FragmentRefs<"OpsGoodsEditPage_payload">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OpsGoodsEditPage_payload",
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
      "concreteType": "OpsGoods",
      "kind": "LinkedField",
      "name": "goods",
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
      "storageKey": null
    }
  ],
  "type": "OpsGoodsPayload",
  "abstractKey": null
};

(node as any).hash = "95f1e17bf3731892e20749869ab5341b";

export default node;
