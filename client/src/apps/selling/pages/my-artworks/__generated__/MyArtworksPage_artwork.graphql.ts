/**
 * @generated SignedSource<<f99d71c88189a7457123c65bf7160cf4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ArtworkSubmissionState = "draft" | "listed" | "pending" | "rejected" | "sold" | "taken_down" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MyArtworksPage_artwork$data = {
  readonly cover: {
    readonly url: string;
  } | null | undefined;
  readonly id: string;
  readonly number: number;
  readonly priceFen: string | null | undefined;
  readonly rejectReason: string;
  readonly state: ArtworkSubmissionState;
  readonly stateLabel: string;
  readonly title: string;
  readonly updatedAt: string;
  readonly " $fragmentSpreads": FragmentRefs<"SellingActions_artwork">;
  readonly " $fragmentType": "MyArtworksPage_artwork";
};
export type MyArtworksPage_artwork$key = {
  readonly " $data"?: MyArtworksPage_artwork$data;
  readonly " $fragmentSpreads": FragmentRefs<"MyArtworksPage_artwork">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MyArtworksPage_artwork",
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
      "name": "title",
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
      "name": "priceFen",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rejectReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Picture",
      "kind": "LinkedField",
      "name": "cover",
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SellingActions_artwork"
    }
  ],
  "type": "ArtworkSubmission",
  "abstractKey": null
};

(node as any).hash = "b63ddb426fdbb9a8284cea0e36a26c8a";

export default node;
