/**
 * @generated SignedSource<<048bb8bfe235efff90c21b37e15f8f2d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ArtworkSubmissionState = "draft" | "listed" | "pending" | "rejected" | "sold" | "taken_down" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SellingActions_artwork$data = {
  readonly id: string;
  readonly number: number;
  readonly state: ArtworkSubmissionState;
  readonly " $fragmentType": "SellingActions_artwork";
};
export type SellingActions_artwork$key = {
  readonly " $data"?: SellingActions_artwork$data;
  readonly " $fragmentSpreads": FragmentRefs<"SellingActions_artwork">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SellingActions_artwork",
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
    }
  ],
  "type": "ArtworkSubmission",
  "abstractKey": null
};

(node as any).hash = "75bdf603e6bf6804e52fbf2fa90322a0";

export default node;
