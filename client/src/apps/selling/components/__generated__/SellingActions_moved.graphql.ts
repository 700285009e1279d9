/**
 * @generated SignedSource<<24b3022d10a0ad4db7dd9ee08931078b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ArtworkSubmissionState = "draft" | "listed" | "pending" | "rejected" | "sold" | "taken_down" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SellingActions_moved$data = {
  readonly id: string;
  readonly number: number;
  readonly publicArtwork: {
    readonly id: string;
    readonly number: number;
  } | null | undefined;
  readonly rejectReason: string;
  readonly state: ArtworkSubmissionState;
  readonly timeline: ReadonlyArray<{
    readonly action: string;
    readonly at: string;
    readonly bySeller: boolean;
    readonly fromState: string;
    readonly reason: string;
    readonly toState: string;
  }>;
  readonly updatedAt: string;
  readonly version: number;
  readonly " $fragmentType": "SellingActions_moved";
};
export type SellingActions_moved$key = {
  readonly " $data"?: SellingActions_moved$data;
  readonly " $fragmentSpreads": FragmentRefs<"SellingActions_moved">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SellingActions_moved",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "name": "version",
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
      "kind": "ScalarField",
      "name": "rejectReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Artwork",
      "kind": "LinkedField",
      "name": "publicArtwork",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SellingEvent",
      "kind": "LinkedField",
      "name": "timeline",
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
          "name": "fromState",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "toState",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bySeller",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ArtworkSubmission",
  "abstractKey": null
};
})();

(node as any).hash = "b65868487918856015021819e9e68469";

export default node;
