/**
 * @generated SignedSource<<e8052019a5b03819e64d2145c15496e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ArtworkSubmissionState = "draft" | "listed" | "pending" | "rejected" | "sold" | "taken_down" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReviewPage_item$data = {
  readonly id: string;
  readonly state: ArtworkSubmissionState;
  readonly title: string;
  readonly updatedAt: string;
  readonly " $fragmentSpreads": FragmentRefs<"ArtworkPreview_artwork">;
  readonly " $fragmentType": "ReviewPage_item";
};
export type ReviewPage_item$key = {
  readonly " $data"?: ReviewPage_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewPage_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewPage_item",
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
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ArtworkPreview_artwork"
    }
  ],
  "type": "ArtworkSubmission",
  "abstractKey": null
};

(node as any).hash = "221703d58e83abd1cd83f939b866bda1";

export default node;
