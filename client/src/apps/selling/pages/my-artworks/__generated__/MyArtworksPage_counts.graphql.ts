/**
 * @generated SignedSource<<3877bf09da5f2d3d043946aea992cb3d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MyArtworksPage_counts$data = {
  readonly sellingCounts: {
    readonly all: number;
    readonly draft: number;
    readonly listed: number;
    readonly pending: number;
    readonly rejected: number;
    readonly sold: number;
    readonly takenDown: number;
  };
  readonly " $fragmentType": "MyArtworksPage_counts";
};
export type MyArtworksPage_counts$key = {
  readonly " $data"?: MyArtworksPage_counts$data;
  readonly " $fragmentSpreads": FragmentRefs<"MyArtworksPage_counts">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MyArtworksPage_counts",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SellingCounts",
      "kind": "LinkedField",
      "name": "sellingCounts",
      "plural": false,
      "selections": [
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
          "name": "draft",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pending",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "listed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "takenDown",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sold",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rejected",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Member",
  "abstractKey": null
};

(node as any).hash = "869b037f3818232ecd652820cd626d6b";

export default node;
