/**
 * @generated SignedSource<<1b3806935de127053c816a2122f623d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GoodsKind = "DERIVATIVE" | "ORIGINAL" | "PRINT" | "%future added value";
export type GoodsStatus = "OFF_SHELF" | "ON_SALE" | "SOLD_OUT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type GoodsCard_goods$data = {
  readonly artwork: {
    readonly artist: {
      readonly name: string;
    };
    readonly images: ReadonlyArray<{
      readonly alt: string | null | undefined;
      readonly height: number;
      readonly srcset: string;
      readonly url: string;
      readonly width: number;
    }> | null | undefined;
    readonly number: number;
    readonly title: string;
  } | null | undefined;
  readonly editionSize: number;
  readonly kind: GoodsKind;
  readonly kindLabel: string;
  readonly number: number;
  readonly priceFen: string;
  readonly status: GoodsStatus;
  readonly stock: number;
  readonly title: string;
  readonly " $fragmentType": "GoodsCard_goods";
};
export type GoodsCard_goods$key = {
  readonly " $data"?: GoodsCard_goods$data;
  readonly " $fragmentSpreads": FragmentRefs<"GoodsCard_goods">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GoodsCard_goods",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "name": "kindLabel",
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
      "name": "stock",
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
      "name": "priceFen",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Artwork",
      "kind": "LinkedField",
      "name": "artwork",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Artist",
          "kind": "LinkedField",
          "name": "artist",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ArtworkImage",
          "kind": "LinkedField",
          "name": "images",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": [
                {
                  "kind": "Literal",
                  "name": "width",
                  "value": 480
                }
              ],
              "kind": "ScalarField",
              "name": "url",
              "storageKey": "url(width:480)"
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "srcset",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "width",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "height",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "alt",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Goods",
  "abstractKey": null
};
})();

(node as any).hash = "908b7ec51fe20aa5650f3bd29176f730";

export default node;
